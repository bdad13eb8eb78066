import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { testI18n } from '@haulstop/shared/testing';
import { PublicRemotePage } from './public-remote-page';

// The page's code arrives only when a test hands it over (`arrive`): until then the frame waits.
let arrive: () => void = () => undefined;
jest.mock('../federation/load-remote-page', () => ({
  loadRemotePage: () =>
    new Promise((resolve) => {
      arrive = () => resolve(() => <p>The page itself</p>);
    }),
}));

/** On screen: in the document and under no element hidden the way React hides a waiting Activity (display: none). */
function onScreen(text: string): boolean {
  const found = screen.queryByText(text);
  for (let node: HTMLElement | null = found; node; node = node.parentElement) if (node.style.display === 'none') return false;
  return found !== null;
}

function renderAt(path: string, id: string) {
  render(
    <I18nextProvider i18n={testI18n()}>
      <MemoryRouter initialEntries={[path]}>
        <PublicRemotePage id={id} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe("a visitor's public page (/globaldashboard)", () => {
  const load = jest.fn((font: string) => Promise.resolve([font]));
  beforeAll(() => Object.defineProperty(document, 'fonts', { configurable: true, value: { load } }));
  afterAll(() => Reflect.deleteProperty(document, 'fonts'));

  it("asks for the console's medium and semibold Poppins during the guard's wait, so the page is not laid out and drawn again in them once shown", () => {
    renderAt('/globaldashboard', 'reserve/GlobalDashboard');
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
    expect(load.mock.calls.map(([font]) => font)).toEqual(['500 12px Poppins', '600 12px Poppins']);
  });

  describe('when the code arrives at once', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it("/globaldashboard (a guarded route, always allowed) is shown only once the guard's 1 s wait is over", async () => {
      renderAt('/globaldashboard', 'reserve/GlobalDashboard');
      await act(async () => arrive());
      expect(onScreen('The page itself')).toBe(false);
      await act(async () => jest.advanceTimersByTime(1000));
      expect(onScreen('The page itself')).toBe(true);
    });

    it("the driver's trip page (outside the guard) is shown as soon as it is here, with no 1 s wait", async () => {
      renderAt('/trip/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789', 'reserve/Trip');
      await act(async () => arrive());
      expect(onScreen('The page itself')).toBe(true);
    });
  });
});
