import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, Input } from '@chakra-ui/react';

const DEBOUNCE_MS = 300;

/** A list's search box (every paged list has one): it reports its text after the person stops typing, so each key press is not a request. */
export function SearchBox({ onSearch }: { onSearch: (text: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <Field.Root maxW="280px">
      <Field.Label htmlFor={id}>{t('common.search')}</Field.Label>
      <Input id={id} size="sm" type="search" maxLength={64} value={text} onChange={(e) => setText(e.currentTarget.value)} />
    </Field.Root>
  );
}
