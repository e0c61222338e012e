declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: {
    initializeFromPort(port: {
      postMessage(data: unknown, transfer?: Transferable[]): void;
      addEventListener(name: string, listener: (event: { data: unknown }) => void): void;
      removeEventListener(name: string, listener: (event: { data: unknown }) => void): void;
    }): void;
  };
}
