import { useSession } from '@haulstop/shared/session';
import { Box, Text } from '@haulstop/shared/ui/display';

/** The name, then the username, shown on the button (SPEC §2.5); also the button's accessible name. */
export function UserMenuLabel() {
  const user = useSession((s) => s.user);
  // A user without a name on record is still named, by the login id.
  const fullName = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || (user?.loginId ?? '');
  // The username line is left out when it would only repeat the name (a user with no name on record).
  const username = user?.loginId && user.loginId !== fullName ? user.loginId : null;
  return (
    // Named by what it shows — the name, then the username — so a voice user can say what they
    // see (WCAG 2.5.3); on a narrow screen the same text is there for screen readers only.
    <Box textAlign="start" minW="0" srOnly={{ base: true, md: false }}>
      <Text as="span" display="block" fontWeight="600" truncate>
        {fullName}
      </Text>{' '}
      {username ? (
        <Text as="span" display="block" fontSize="11px" color="fg.muted" truncate>
          {username}
        </Text>
      ) : null}
    </Box>
  );
}

/** The button's look, shared by the placeholder and the menu's trigger. */
export const USER_MENU_BUTTON = { variant: 'ghost', h: 'auto', py: '1', px: '2', gap: '2', maxW: '260px' } as const;
