/** Set on the element that holds an island's React root (the host or its slot); loader code may read it without React. */
export const ROOT_ATTRIBUTE = 'data-island-root';
