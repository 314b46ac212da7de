/** Leaving or reloading the page, in one place so that tests can watch it (jsdom cannot navigate). */
export const navigation = {
  assign(url: string): void {
    location.assign(url);
  },
  reload(): void {
    location.reload();
  },
};
