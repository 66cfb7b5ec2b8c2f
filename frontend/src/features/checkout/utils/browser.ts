/** Browser side effects of the payment start, behind an object so tests can observe them. */
export const browser = {
  /** Leaves the shop for the payment provider's page. */
  redirect(url: string): void {
    window.location.assign(url);
  },
  alert(message: string): void {
    window.alert(message);
  },
};
