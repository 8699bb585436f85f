import { useEffect, useRef, useState } from 'react';

/** The part of the Web Speech API used here (not in TypeScript's DOM library). */
interface Recognition {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}
type RecognitionClass = new () => Recognition;

/** Chromium and Safari name it with their prefix; Firefox has none. */
function recognitionClass(): RecognitionClass | undefined {
  const host = window as unknown as Record<string, RecognitionClass | undefined>;
  return host.SpeechRecognition ?? host.webkitSpeechRecognition;
}

export type DictationState = 'idle' | 'listening' | 'denied' | 'failed';

/**
 * Speech to text where the browser offers it: `supported` is false elsewhere, and the caller
 * then draws no microphone at all. Each `start()` listens for one utterance and hands its
 * text to `onText`; `stop()` ends listening early.
 *
 * @example
 * const dictation = useDictation('nl-NL', (text) => append(text));
 * if (dictation.supported) dictation.start();
 */
export function useDictation(lang: string, onText: (text: string) => void) {
  const [state, setState] = useState<DictationState>('idle');
  const current = useRef<Recognition | null>(null);
  const latest = useRef(onText);
  useEffect(() => {
    latest.current = onText;
  }, [onText]);
  useEffect(() => () => current.current?.stop(), []);
  const Class = recognitionClass();

  const start = () => {
    if (!Class || current.current) return;
    const recognition = new Class();
    recognition.lang = lang;
    recognition.interimResults = false;
    recognition.continuous = false;
    recognition.onresult = (event) => {
      const text = Array.from(event.results, (result) => result[0]?.transcript ?? '')
        .join(' ')
        .trim();
      if (text) latest.current(text);
    };
    recognition.onerror = (event) => {
      // Nothing heard is not a failure: the button simply stops listening.
      if (event.error === 'no-speech' || event.error === 'aborted') return;
      setState(event.error === 'not-allowed' ? 'denied' : 'failed');
    };
    recognition.onend = () => {
      current.current = null;
      setState((now) => (now === 'listening' ? 'idle' : now));
    };
    current.current = recognition;
    setState('listening');
    try {
      recognition.start();
    } catch {
      current.current = null;
      setState('failed');
    }
  };

  return {
    supported: Class !== undefined,
    state,
    start,
    stop: () => current.current?.stop(),
  };
}
