"use client";

import { createContext, type ReactNode, useContext, useMemo } from "react";

import { useTranscribe } from "./use-transcribe";

type Transcription = ReturnType<typeof useTranscribe>;

const TranscribeContext = createContext<Transcription | null>(null);

/** One transcription for the whole editor: the timeline's Transcribe and the AI Tools' Auto Captions share it. */
export function TranscribeProvider({ children }: { children: ReactNode }) {
  const { progress, start, startTimeline, cancel } = useTranscribe();
  const value = useMemo(() => ({ progress, start, startTimeline, cancel }), [progress, start, startTimeline, cancel]);
  return <TranscribeContext value={value}>{children}</TranscribeContext>;
}

export function useTranscription(): Transcription {
  const value = useContext(TranscribeContext);
  if (!value) throw new Error("useTranscription must be used inside <TranscribeProvider>");
  return value;
}
