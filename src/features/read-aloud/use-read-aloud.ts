import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { createSpokenSentences, type SpokenSentences } from '../../../engine/speech/spoken-sentences.ts';
import { speechPlayer, type PlayerStatus } from './speech-player.ts';
import { readSpeechRate, writeSpeechRate } from './speech-rate-store.ts';

export interface ReadAloudSource {
  /** The text so far: Markdown for a result, plain text for a selection (plain text is valid Markdown). */
  text: string;
  /** More text is coming (the answer is streaming): speech follows it sentence by sentence. */
  streaming: boolean;
  /** The text's language (a BCP 47 tag), when known: picks the voice and the sentence rules. */
  language?: string;
}

export interface ReadAloud {
  /** This source's speech: idle when another one (or none) is speaking. */
  status: PlayerStatus;
  rate: number;
  listen: () => void;
  pause: () => void;
  resume: () => void;
  stop: () => void;
  setRate: (rate: number) => void;
}

/**
 * Speech for one text. Listen speaks its complete sentences, then each new one as the stream
 * completes it, and the last one when the stream ends. Leaving (the control unmounts: a new
 * generation, another page) stops it.
 */
export function useReadAloud({ text, streaming, language }: ReadAloudSource): ReadAloud {
  const player = speechPlayer();
  const owner = useId();
  const state = useSyncExternalStore(player.subscribe, player.getState, player.getState);
  const mine = state.owner === owner;
  const sentences = useRef<SpokenSentences | null>(null);
  const [rate, setRateState] = useState(readSpeechRate);

  useEffect(() => {
    const follow = sentences.current;
    if (!mine || !follow) return;
    player.add(owner, streaming ? follow.update(text) : follow.finish(text), streaming);
  }, [player, owner, mine, text, streaming]);

  useEffect(
    () => () => {
      if (player.getState().owner === owner) player.cancel();
    },
    [player, owner],
  );

  return {
    status: mine ? state.status : 'idle',
    rate,
    listen: () => {
      sentences.current = createSpokenSentences(language);
      player.start(owner, { ...(language ? { language } : {}), rate }, true);
    },
    pause: () => player.pause(),
    resume: () => player.resume(),
    stop: () => player.cancel(),
    setRate: (next) => {
      setRateState(next);
      writeSpeechRate(next);
      player.setRate(next);
    },
  };
}
