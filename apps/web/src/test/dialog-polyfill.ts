/*
 * jsdom has the <dialog> element but not its modal behaviour. This stands in for the parts of the
 * HTML specification the app's Dialog relies on, as browsers implement them: showModal() opens a
 * dialog on top of the others, Escape sends a cancelable `cancel` to the topmost one only and closes
 * it unless the page prevents that, close() fires `close`. Browser tests run the real thing.
 */
const modals: HTMLDialogElement[] = [];

if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return;
    this.setAttribute('open', '');
    modals.push(this);
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    modals.splice(modals.indexOf(this), 1);
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (e) => {
    const top = modals[modals.length - 1];
    if (e.key !== 'Escape' || e.defaultPrevented || !top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
