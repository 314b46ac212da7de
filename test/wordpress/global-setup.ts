import { startSite } from './site';

export default async function setup(): Promise<() => Promise<void>> {
  const running = await startSite();
  return running.stop;
}
