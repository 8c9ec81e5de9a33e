import { useEffect, useRef, useState } from 'react';
import { avatarFileProblem, type AvatarFileProblem } from '../avatarFile';

export interface AvatarSelection {
  readonly file: File | null;
  /** An object URL of the picked file, for the preview. */
  readonly previewUrl: string | null;
  readonly problem: AvatarFileProblem | null;
  pick(file: File | undefined): void;
  clear(): void;
}

/** The picture picked on the profile tab: checked on the device first, previewed until saved or discarded. */
export function useAvatarSelection(): AvatarSelection {
  const [state, setState] = useState<{ file: File | null; previewUrl: string | null; problem: AvatarFileProblem | null }>({
    file: null,
    previewUrl: null,
    problem: null,
  });
  const urlRef = useRef<string | null>(null);

  const replaceUrl = (url: string | null) => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = url;
  };
  useEffect(() => () => replaceUrl(null), []);

  return {
    ...state,
    pick(file) {
      if (!file) return;
      const problem = avatarFileProblem(file);
      if (problem) {
        replaceUrl(null);
        setState({ file: null, previewUrl: null, problem });
        return;
      }
      const previewUrl = URL.createObjectURL(file);
      replaceUrl(previewUrl);
      setState({ file, previewUrl, problem: null });
    },
    clear() {
      replaceUrl(null);
      setState({ file: null, previewUrl: null, problem: null });
    },
  };
}
