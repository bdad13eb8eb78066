import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '@haulstop/shared/constants';

/**
 * The centred card the public pages (login, sign-up, not found, errors) sit in: the page's main
 * landmark. Plain elements styled by the rules in public/index.html, not Chakra: the login page
 * must not download the design system; the forms of sign-up and invitations, which load
 * lazily, bring Chakra inside the card.
 */
export function PublicFrame({ title, children, maxW = '380px' }: { title: string; children: ReactNode; maxW?: string }) {
  return (
    <main className="hs-public">
      <div className="hs-card" style={{ maxWidth: maxW }}>
        <div className="hs-card-header">
          <p className="hs-brand">{PRODUCT_NAME}</p>
          <h1>{title}</h1>
        </div>
        <div className="hs-card-body">{children}</div>
      </div>
    </main>
  );
}
