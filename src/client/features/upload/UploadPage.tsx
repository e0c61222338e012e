import { useCallback, useRef, useState } from 'react';
import { Wrench } from 'lucide-react';
import type { CourseCheck, Report } from '../../../shared/api/student';
import { checkUploadFile, firstFile } from '../../../shared/grades';
import { MAX_UPLOAD_MB } from '../../../shared/limits';
import { ReadingChecks } from '../../components/checks/ReadingChecks';
import { toast } from '../../components/ui/toast-store';
import { alreadyUploadedText } from './duplicate';
import { UploadErrorNotice, type UploadProblem } from './UploadErrorNotice';
import { useUploadConfig, useUploadProgress, useUploadTranscript, UploadError } from './api';
import { DragOverlay } from './DragOverlay';
import { DropArea } from './DropArea';
import { GradeResults } from './GradeResults';
import { GuidanceCards } from './GuidanceCards';
import { ProcessingState } from './ProcessingState';
import { SelectedFilePanel } from './SelectedFilePanel';
import { useWindowFileDrag } from './useFileDrag';

type Phase = 'idle' | 'uploading' | 'processing';

/** A random (version 4) UUID; crypto.randomUUID exists only on secure origins, getRandomValues everywhere. */
function randomUuid(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Upload screen (spec section 2): empty -> file selected -> processing -> results, or an error: a toast and
 * a notice beside the drop area that stays until the next action.
 */
export function UploadPage() {
  const config = useUploadConfig();
  const upload = useUploadTranscript();
  const maxMb = config.data?.maxFileSizeMb ?? MAX_UPLOAD_MB;
  const maintenance = config.data?.maintenanceMode === true;

  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState(0);
  const [result, setResult] = useState<{
    report: Report;
    duplicate: boolean;
    checks: CourseCheck[];
    warnings: { code: string; message: string }[];
    source: 'text' | 'ocr';
  } | null>(null);
  const [uploadId, setUploadId] = useState<string | null>(null);
  const serverProgress = useUploadProgress(uploadId, phase === 'processing');
  const scanning = serverProgress.data;
  const scan =
    scanning && scanning.scanPage !== null && scanning.scanPages !== null
      ? { page: scanning.scanPage, pages: scanning.scanPages }
      : null;
  const [problem, setProblem] = useState<UploadProblem | null>(null);

  const dropArea = useRef<HTMLDivElement>(null);
  const onDropOutside = useCallback(() => {
    toast({
      title: 'Drop files in the upload area',
      description: 'Please drag and drop your PDF file into the designated upload area above.',
    });
  }, []);
  const dragging = useWindowFileDrag(dropArea, onDropOutside);
  const busy = phase !== 'idle';

  function choose(files: FileList | null) {
    const picked = firstFile(files);
    if (!picked || busy) return;
    const refused = checkUploadFile(picked, maxMb);
    setProblem(refused);
    if (refused) {
      toast({ ...refused, variant: 'destructive' });
      setFile(null);
      return;
    }
    setFile(picked);
    setResult(null);
  }

  function clear() {
    setFile(null);
    setResult(null);
    setProblem(null);
  }

  function process() {
    if (!file) return;
    setProblem(null);
    setPhase('uploading');
    setProgress(0);
    const id = randomUuid();
    setUploadId(id);
    upload.mutate(
      { file, onProgress: setProgress, onSent: () => setPhase('processing'), uploadId: id },
      {
        onSuccess: (answer) => {
          const report = answer.report!;
          const duplicate = answer.duplicate === true;
          setResult({
            report,
            duplicate,
            checks: answer.reconciliation ?? [],
            warnings: answer.warnings ?? [],
            source: answer.source ?? 'text',
          });
          toast(
            duplicate
              ? {
                  title: alreadyUploadedText(report.parsedAt),
                  description: 'This file was read then; these are its saved results.',
                }
              : {
                  title: 'Upload successful',
                  description: 'Your transcript has been processed and grades calculated.',
                },
          );
        },
        onError: (error) => {
          const failure = {
            title: 'Upload failed',
            description:
              error instanceof UploadError ? error.message : 'An error occurred while uploading your file',
          };
          setProblem(failure);
          toast({ ...failure, variant: 'destructive' });
        },
        onSettled: () => {
          setUploadId(null);
          setFile(null);
          setPhase('idle');
        },
      },
    );
  }

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-3 py-6 sm:px-6 sm:py-10">
      <header className="text-center">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-100 sm:text-3xl">
          Upload Your Transcript
        </h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          Upload a PDF transcript to automatically calculate your grades
        </p>
      </header>

      {maintenance && (
        <div
          role="alert"
          data-testid="maintenance-notice"
          className="flex items-start gap-3 rounded-xl border border-amber-300 dark:border-amber-500/50 bg-amber-50 dark:bg-amber-500/10 p-4 text-amber-900 dark:text-amber-200"
        >
          <Wrench className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
          <div>
            <p className="font-semibold">Uploads are paused for maintenance</p>
            <p className="text-sm">
              {config.data?.maintenanceMessage ||
                'The system is under maintenance and cannot process transcripts right now. Please try again later.'}
            </p>
          </div>
        </div>
      )}

      {dragging && !busy && <DragOverlay />}
      <DropArea ref={dropArea} onFiles={choose} disabled={busy} raised={dragging && !busy} maxMb={maxMb} />
      {problem && !busy && <UploadErrorNotice problem={problem} onDismiss={() => setProblem(null)} />}

      {file && !busy && (
        <SelectedFilePanel file={file} onClear={clear} onProcess={process} processDisabled={maintenance} />
      )}
      {busy && (
        <ProcessingState
          phase={phase === 'uploading' ? 'uploading' : 'processing'}
          progress={progress}
          scan={scan}
        />
      )}

      {result && <ReadingChecks checks={result.checks} warnings={result.warnings} source={result.source} />}
      {result && <GradeResults report={result.report} duplicate={result.duplicate} />}

      <GuidanceCards />
    </div>
  );
}
