// The few elements the public pages draw without Chakra (see PublicFrame), styled by the rules in
// public/index.html.

/** A failure message, announced at once (`role="alert"`), with the error mark Chakra's Alert shows. */
export function ErrorMessage({ children }: { children: string }) {
  return (
    <div className="hs-alert" role="alert">
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 22C6.48 22 2 17.52 2 12S6.48 2 12 2s10 4.48 10 10-4.48 10-10 10Zm0-2a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm-1-5h2v2h-2v-2Zm0-8h2v6h-2V7Z" />
      </svg>
      <span>{children}</span>
    </div>
  );
}

/** A spinning ring; decorative (the busy state is told by `aria-busy` or a status text). */
export function Spinner() {
  return <span className="hs-spinner" aria-hidden="true" />;
}
