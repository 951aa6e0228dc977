import { useRef, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@chakra-ui/react';

interface FileUploadButtonProps {
  /** The MIME types the picker offers (the bucket's allowed types). */
  accept: readonly string[];
  /** The hidden file input's accessible name, e.g. "Cover image file". */
  inputLabel: string;
  inputTestId: string;
  /** Called with the chosen file; the input is cleared so the same file can be picked again. */
  onFile: (file: File) => void;
  uploading: boolean;
  disabled?: boolean;
  /** The id of the hint that states the type and size rules. */
  describedBy: string;
  alignSelf?: ButtonProps['alignSelf'];
  children: ReactNode;
}

/**
 * A visible button that opens a hidden file input: the native input cannot be styled or
 * labelled like the app's buttons, so every upload (cover, gallery, avatar) goes through
 * this one pair.
 */
export function FileUploadButton({
  accept,
  inputLabel,
  inputTestId,
  onFile,
  uploading,
  disabled,
  describedBy,
  alignSelf,
  children,
}: FileUploadButtonProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={inputRef}
        type="file"
        hidden
        accept={accept.join(',')}
        aria-label={inputLabel}
        data-testid={inputTestId}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button
        variant="outline"
        size="sm"
        alignSelf={alignSelf}
        loading={uploading}
        loadingText="Uploading…"
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => inputRef.current?.click()}
      >
        {children}
      </Button>
    </>
  );
}
