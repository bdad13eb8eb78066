import { useTranslation } from 'react-i18next';
import type { LotAttachment } from '@haulstop/shared/contracts';
import { Box, FileUploadField, HStack, IconButton, SignedImage, Stack, Text, type ShownError } from '@haulstop/shared/ui';

type LotImagesFieldProps = {
  images: LotAttachment[];
  onChange: (images: LotAttachment[]) => void;
  error?: ShownError;
};

/** Priorities follow the list order: the first image is priority 1. */
const renumbered = (images: LotAttachment[]) => images.map((image, index) => ({ ...image, priority: index + 1 }));

/**
 * The lot's images (at least 1): upload several, reorder them (the order is their
 * priority), remove one. Uploads go to POST /api/files as lot images; the lot keeps their paths.
 */
export function LotImagesField({ images, onChange, error }: LotImagesFieldProps) {
  const { t } = useTranslation();
  const move = (from: number, to: number) => {
    const next = [...images];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    onChange(renumbered(next));
  };
  return (
    <Stack as="fieldset" gap={2} mb={3}>
      <Text as="legend" fontWeight="medium" mb={1}>
        {t('admin.parkingLots.fields.images')}
      </Text>
      <HStack as="ol" wrap="wrap" gap={3} listStyleType="none" aria-label={t('admin.parkingLots.fields.images')}>
        {images.map((image, index) => {
          const n = index + 1;
          return (
            <Box as="li" key={image.imageFilePath} borderWidth="1px" borderRadius="md" p={2} data-testid="lot-image">
              <SignedImage
                objectPath={image.imageFilePath}
                alt={t('admin.parkingLots.imageAlt', { n })}
                width="120px"
                height="90px"
                objectFit="cover"
                fallback={<Box w="120px" h="90px" bg="bg.muted" />}
              />
              <HStack gap={1} mt={1} justify="center">
                <IconButton
                  size="xs"
                  variant="outline"
                  aria-label={t('admin.parkingLots.moveUp', { n })}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  ↑
                </IconButton>
                <IconButton
                  size="xs"
                  variant="outline"
                  aria-label={t('admin.parkingLots.moveDown', { n })}
                  disabled={index === images.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  ↓
                </IconButton>
                <IconButton
                  size="xs"
                  variant="outline"
                  aria-label={t('admin.parkingLots.removeImage', { n })}
                  onClick={() => onChange(renumbered(images.filter((_, i) => i !== index)))}
                >
                  ✕
                </IconButton>
              </HStack>
            </Box>
          );
        })}
      </HStack>
      <FileUploadField
        name="images"
        label={t('admin.parkingLots.fields.addImages')}
        purpose="lotImage"
        multiple
        error={error}
        helperText={t('admin.parkingLots.imagesHelp')}
        onUploaded={(files) => onChange(renumbered([...images, ...files.map((file) => ({ imageFilePath: file.objectPath, priority: 0 }))]))}
      />
    </Stack>
  );
}
