import { Box, SignedImage, Text } from '@haulstop/shared/ui/display';
import { useTranslation } from 'react-i18next';

interface LotImageProps {
  imagePath: string;
  alt: string;
}

/** A lot image through a signed URL, retried once; a placeholder says when it is unavailable. */
export function LotImage({ imagePath, alt }: LotImageProps) {
  const { t } = useTranslation();
  return (
    <SignedImage
      objectPath={imagePath}
      alt={alt}
      width="100%"
      height="auto"
      aspectRatio="4 / 3"
      objectFit="cover"
      borderRadius="md"
      fallback={
        <Box borderWidth="1px" borderRadius="md" p={4} bg="bg.muted" aspectRatio="4 / 3" display="flex" alignItems="center" justifyContent="center">
          <Text color="fg.muted" fontSize="xs">
            {t('reserve.details.imageUnavailable')}
          </Text>
        </Box>
      }
    />
  );
}
