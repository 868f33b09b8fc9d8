import ShareIcon from '@mui/icons-material/Share';
import { Button } from '@mui/material';
import { useToast } from '@/shared/ui';

export interface ShareButtonProps {
  title: string;
  text?: string | null;
}

/**
 * Native share first (title, excerpt, page address). If the device has none or
 * it fails, the address is copied and a toast says so. A share the reader
 * cancels (AbortError) is their choice, so nothing else happens then.
 */
export function ShareButton({ title, text }: ShareButtonProps) {
  const { toast } = useToast();

  const copyLink = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied!', description: 'Article link copied to clipboard' });
    } catch (error) {
      console.log('Copying the article link failed', error);
      toast({ title: 'Could not copy the link', description: url, variant: 'destructive' });
    }
  };

  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: text ?? undefined, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await copyLink(url);
  };

  return (
    <Button variant="outlined" startIcon={<ShareIcon />} onClick={() => void share()}>
      Share
    </Button>
  );
}
