import { apiClient } from '@haulstop/shared/auth';
import { Box, Image, Skeleton, Text } from '@haulstop/shared/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A short-lived signed URL for a stored object (SPEC §7 `GET /api/session/downloadUrl`). */
export async function fetchDownloadUrl(objectPath: string): Promise<string> {
  const response = await apiClient.get<string>('/api/session/downloadUrl', { params: { objectPath } });
  return response.data;
}

interface LotImageProps {
  imagePath: string;
  alt: string;
}

/** Attempts at showing the image: the first, then one retry (SPEC §7). */
const MAX_ATTEMPTS = 2;

/**
 * A lot image through a signed URL. SPEC §7: when the image fails to load, a fresh URL is
 * fetched and the image tried once more; after that a placeholder says it is unavailable.
 * Give it `key={imagePath}` so another image starts again from the first attempt.
 */
export function LotImage({ imagePath, alt }: LotImageProps) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(1);
  const [url, setUrl] = useState<{ attempt: number; value: string }>();
  const failed = attempt > MAX_ATTEMPTS;
  const fail = () => setAttempt((n) => n + 1);

  useEffect(() => {
    if (attempt > MAX_ATTEMPTS) return;
    let cancelled = false;
    fetchDownloadUrl(imagePath).then(
      (value) => !cancelled && setUrl({ attempt, value }),
      // Not getting a URL is a failed load as well.
      () => !cancelled && setAttempt((n) => n + 1),
    );
    return () => {
      cancelled = true;
    };
  }, [imagePath, attempt]);

  if (failed) {
    return (
      <Box borderWidth="1px" borderRadius="md" p={4} bg="bg.muted" aspectRatio="4 / 3" display="flex" alignItems="center" justifyContent="center">
        <Text color="fg.muted" fontSize="xs">
          {t('reserve.details.imageUnavailable')}
        </Text>
      </Box>
    );
  }
  if (url?.attempt !== attempt) return <Skeleton aspectRatio="4 / 3" borderRadius="md" aria-label={t('common.loading')} />;
  return <Image src={url.value} alt={alt} borderRadius="md" aspectRatio="4 / 3" objectFit="cover" width="100%" onError={fail} />;
}
