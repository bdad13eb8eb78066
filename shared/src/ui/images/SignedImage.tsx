import { useState, type ReactNode } from 'react';
import { useDownloadUrl } from '@haulstop/shared/api';
import { Box, Image, Skeleton } from '@chakra-ui/react';

export type SignedImageProps = {
  /** the stored object (`lots/3/photo-1.svg`); null shows the fallback */
  objectPath: string | null | undefined;
  alt: string;
  /** fixed box size, so nothing moves when the image arrives (no layout shift) */
  width: string;
  height: string;
  /** shown when there is no image, or it failed after the one retry */
  fallback: ReactNode;
  objectFit?: 'contain' | 'cover';
  borderRadius?: string;
  /** with a fluid width: keeps the box's shape (e.g. '4 / 3') so the height is known before the image */
  aspectRatio?: string;
};

/**
 * A stored image through a short-lived signed URL (GET /api/session/downloadUrl). SPEC §7: when
 * the image fails to load (the URL may have expired) a fresh URL is fetched and the image tried
 * once more; after that, or when no URL can be had, the fallback shows. The box keeps its size
 * throughout: a skeleton while the URL loads.
 * @example <SignedImage objectPath={org.logoPath} alt="Logo" width="72px" height="72px" fallback={<Initials />} />
 */
export function SignedImage({ objectPath, alt, width, height, fallback, objectFit = 'contain', borderRadius, aspectRatio }: SignedImageProps) {
  // Attempt 0 is the first URL, 1 the one retry; 2 means give up. Keyed by path: another image starts over.
  const [state, setState] = useState({ path: objectPath, attempt: 0 });
  const attempt = state.path === objectPath ? state.attempt : 0;
  if (state.path !== objectPath) setState({ path: objectPath, attempt: 0 });
  const url = useDownloadUrl(attempt < 2 ? (objectPath ?? null) : null, attempt);

  if (!objectPath || attempt >= 2 || url.isError) return <>{fallback}</>;
  if (!url.data) return <Skeleton width={width} height={height} aspectRatio={aspectRatio} borderRadius={borderRadius} flexShrink={0} />;
  return (
    <Box width={width} height={height} aspectRatio={aspectRatio} flexShrink={0}>
      <Image
        src={url.data}
        alt={alt}
        width="100%"
        height="100%"
        objectFit={objectFit}
        borderRadius={borderRadius}
        onError={() => setState({ path: objectPath, attempt: attempt + 1 })}
      />
    </Box>
  );
}
