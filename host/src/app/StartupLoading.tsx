import { translate } from '@haulstop/shared/i18n';
import { Center, Spinner, Text, UiProvider, VStack } from '@haulstop/shared/ui/core';

/** SPEC §2.4: 'Loading...' until the configuration is fetched (the language files come after it). */
export function StartupLoading() {
  return (
    <UiProvider>
      <Center minH="100vh">
        <VStack role="status" gap={2}>
          <Spinner colorPalette="accent" />
          <Text>{translate('common.loading', 'Loading...')}</Text>
        </VStack>
      </Center>
    </UiProvider>
  );
}
