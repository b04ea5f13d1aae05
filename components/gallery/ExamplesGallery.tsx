'use client';

// The playground header's "Examples" button and the gallery it opens (SPEC §6 Teaching). The
// gallery's data (the §5 vectors and ~50 KB of realistic artifacts) loads with the dialog, so the
// playground's first screen does not carry it.
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useRef, useState } from 'react';

const GalleryDialog = dynamic(() => import('./GalleryDialog'), {
  ssr: false,
  loading: () => (
    <div role="status" className="fixed inset-0 z-50 grid place-items-center bg-black/30 text-sm text-white">
      Loading examples…
    </div>
  ),
});

// The mounted header button's opener: the empty outputs' invitation opens the same gallery.
let opener: (() => void) | null = null;

/** Opens the examples gallery (the header's button must be mounted; it always is on the playground). */
export function openExamplesGallery(): void {
  opener?.();
}

export function ExamplesGallery() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  useEffect(() => {
    const mine = () => setOpen(true);
    opener = mine;
    return () => {
      if (opener === mine) opener = null;
    };
  }, []);
  return (
    <>
      <button
        ref={button}
        type="button"
        data-testid="examples-button"
        className="btn"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        title="Load a worked example or a realistic artifact"
      >
        Examples
      </button>
      {open && <GalleryDialog onClose={close} />}
    </>
  );
}
