import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { askFinAi } from '@haulstop/shared/api';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { useApiMutation } from '@haulstop/shared/query';
import { Box, Button, Field, Heading, HStack, Input, Stack, Text, Wrap } from '@haulstop/shared/ui/display';
import { FinAiAnswerView } from '../features/finai/FinAiAnswerView';
import { TEXTS } from '../texts';

const EXAMPLES = ['Revenue by lot last month', 'Revenue by month this year', 'Failed payments last 30 days', 'Unpaid invoices', 'Top customers this year'];

/**
 * /finai: the internal admin asks about the platform's money in plain words
 * and gets the figures with the table behind them, computed from the database, offline.
 */
export default function FinAi() {
  const { t } = useTranslation();
  useRemoteTexts(TEXTS);
  const [question, setQuestion] = useState('');
  const answer = useApiMutation({ mutationFn: askFinAi });
  const ask = (text: string) => {
    setQuestion(text);
    if (text.trim()) answer.mutate(text);
  };

  return (
    <Box p={4} maxW="5xl">
      <Heading as="h1" size="md" mb={1}>
        {t('finance.finai.title')}
      </Heading>
      <Text color="fg.muted" mb={4}>
        {t('finance.finai.intro')}
      </Text>
      <form
        aria-label={t('finance.finai.title')}
        onSubmit={(event) => {
          event.preventDefault();
          ask(question);
        }}
      >
        <Stack gap={2} mb={4}>
          <Field.Root>
            <Field.Label>{t('finance.finai.question')}</Field.Label>
            <HStack w="full" align="start">
              <Input value={question} maxLength={300} placeholder={EXAMPLES[0]} onChange={(event) => setQuestion(event.target.value)} />
              <Button type="submit" colorPalette="accent" loading={answer.isPending} disabled={!question.trim()}>
                {t('finance.finai.ask')}
              </Button>
            </HStack>
          </Field.Root>
          <Wrap gap={2} aria-label={t('finance.finai.examples')}>
            {EXAMPLES.map((example) => (
              <Button key={example} size="xs" variant="subtle" onClick={() => ask(example)}>
                {example}
              </Button>
            ))}
          </Wrap>
        </Stack>
      </form>
      {answer.data ? <FinAiAnswerView answer={answer.data} onAsk={ask} /> : null}
    </Box>
  );
}
