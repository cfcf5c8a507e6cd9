/**
 * The part of Web NFC (https://w3c.github.io/web-nfc/) the scan page and the shop's tag programming use;
 * Chrome on Android has it, TypeScript's DOM types do not.
 */
interface NDEFRecord {
  readonly recordType: string;
  readonly mediaType?: string;
  readonly id?: string;
  readonly encoding?: string;
  readonly lang?: string;
  readonly data?: DataView;
}

interface NDEFMessage {
  readonly records: ReadonlyArray<NDEFRecord>;
}

interface NDEFReadingEvent extends Event {
  /** The tag's UID as bytes in hex separated by colons, e.g. `04:a2:b3:c4:d5:e6:f7`. */
  readonly serialNumber: string;
  readonly message: NDEFMessage;
}

interface NDEFReaderEventMap {
  reading: NDEFReadingEvent;
  readingerror: Event;
}

/** A record to write: the shop area writes one URL record (issue #28). */
interface NDEFRecordInit {
  recordType: string;
  data?: string | BufferSource;
}

interface NDEFMessageInit {
  records: NDEFRecordInit[];
}

declare class NDEFReader extends EventTarget {
  scan(options?: { signal?: AbortSignal }): Promise<void>;
  /** Writes to the tag in reach (or the next one): NotAllowedError read-only, NotSupportedError not NDEF, NetworkError moved away. */
  write(message: NDEFMessageInit | string, options?: { overwrite?: boolean; signal?: AbortSignal }): Promise<void>;
  /** Makes the tag in reach (or the next one) read-only, for good. */
  makeReadOnly(options?: { signal?: AbortSignal }): Promise<void>;
  addEventListener<K extends keyof NDEFReaderEventMap>(
    type: K,
    listener: (this: NDEFReader, event: NDEFReaderEventMap[K]) => void,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions): void;
}
