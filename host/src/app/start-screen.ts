/**
 * Takes the page's first screen over from index.html's start script: from now on the script will not
 * draw the login page's copy (it draws only over an element marked data-hs-start), so React's first
 * render cannot be followed by it. Returns whether the copy is already drawn.
 * @example if (!claimStartScreen(container)) root.render(<StartupLoading />);
 */
export function claimStartScreen(container: HTMLElement): boolean {
  const first = container.firstElementChild;
  first?.removeAttribute('data-hs-start');
  return Boolean(first?.hasAttribute('data-hs-login-copy'));
}
