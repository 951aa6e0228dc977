import { useEffect, useState } from 'react';
import {
  renderAndHashSafe,
  type SafeDocumentData,
} from '../../../../shared/offering/safe-document';

/** The SAFE text and its SHA-256, rendered in the browser exactly as the server will. */
export function useRenderedSafe(data: SafeDocumentData): { text: string; sha256: string } | null {
  const [rendered, setRendered] = useState<{ key: string; text: string; sha256: string } | null>(
    null,
  );
  const key = JSON.stringify(data);
  useEffect(() => {
    let current = true;
    void renderAndHashSafe(JSON.parse(key) as SafeDocumentData).then((result) => {
      if (current) setRendered({ key, ...result });
    });
    return () => {
      current = false;
    };
  }, [key]);
  return rendered && rendered.key === key ? rendered : null;
}
