import ImageIcon from '@mui/icons-material/Image';
import { Box, type SxProps, type Theme } from '@mui/material';
import { useState } from 'react';

export interface CoverImageProps {
  src?: string | null;
  alt: string;
  /** Intrinsic size of our images (the seed artwork is 800×500); keeps layout stable while loading. */
  width?: number;
  height?: number;
  /** CSS aspect ratio of the box, e.g. '16 / 10'. */
  ratio?: string;
  priority?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * An image that fills a fixed-ratio box, lazy by default, with a soft
 * placeholder when there is no image or it fails to load.
 */
export function CoverImage({ src, alt, width = 800, height = 500, ratio = '16 / 10', priority, sx }: CoverImageProps) {
  const [broken, setBroken] = useState(false);
  const showImage = !!src && !broken;
  return (
    <Box
      sx={[
        { position: 'relative', aspectRatio: ratio, overflow: 'hidden', bgcolor: '#dfe7f0' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {showImage ? (
        <Box
          component="img"
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setBroken(true)}
          sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <Box
          {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
          sx={{
            width: '100%',
            height: '100%',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            color: '#7b8da3',
            background: 'linear-gradient(135deg, #e3ebf4 0%, #c9d6e5 100%)',
          }}
        >
          <ImageIcon sx={{ fontSize: 48 }} aria-hidden />
        </Box>
      )}
    </Box>
  );
}
