import { useTranslation } from 'react-i18next';
import { UiProvider } from '@haulstop/shared/ui/core';
import { AcceptInvitationForm } from '../features/invitations/AcceptInvitationForm';
import { PublicFrame } from '../public-ui/PublicFrame';

/** /acceptInvitation?token=: mailed links (invitations, e-mail verification) land here. */
export function AcceptInvitationPage() {
  const { t } = useTranslation();
  return (
    <PublicFrame title={t('host.acceptInvitation.title')} maxW="460px">
      <UiProvider>
        <AcceptInvitationForm />
      </UiProvider>
    </PublicFrame>
  );
}
