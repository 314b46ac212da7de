// The tests use real jQuery only as the legacy plugins do; its full typings are not needed.
declare module 'jquery' {
  const jQuery: unknown;
  export default jQuery;
}
