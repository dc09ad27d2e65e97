// The W3C WebVTT parser (tests only) ships no types: the part the tests use.
declare module "webvtt-parser" {
  export interface ParsedCue {
    id: string;
    startTime: number;
    endTime: number;
    text: string;
  }
  export interface ParseResult {
    cues: ParsedCue[];
    errors: { message: string; line: number }[];
  }
  export class WebVTTParser {
    parse(input: string, mode?: "metadata" | "chapters"): ParseResult;
  }
}
