import { useEffect, useState, type RefObject } from 'react';

function carriesFiles(e: DragEvent): boolean {
  return Array.from(e.dataTransfer?.types ?? []).includes('Files');
}

/**
 * Watches the whole window while files are dragged: `dragging` drives the full-page overlay. A drop that
 * lands outside `dropArea` never opens the file in the browser; `onDropOutside` is told instead.
 */
export function useWindowFileDrag(
  dropArea: RefObject<HTMLElement | null>,
  onDropOutside: () => void,
): boolean {
  const [dragging, setDragging] = useState(false);
  useEffect(() => {
    let depth = 0;
    const enter = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      depth += 1;
      setDragging(true);
    };
    const leave = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    const over = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      if (e.dataTransfer && !dropArea.current?.contains(e.target as Node)) e.dataTransfer.dropEffect = 'none';
    };
    const drop = (e: DragEvent) => {
      depth = 0;
      setDragging(false);
      if (!carriesFiles(e)) return;
      e.preventDefault();
      if (!dropArea.current?.contains(e.target as Node)) onDropOutside();
    };
    window.addEventListener('dragenter', enter);
    window.addEventListener('dragleave', leave);
    window.addEventListener('dragover', over);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragenter', enter);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('dragover', over);
      window.removeEventListener('drop', drop);
    };
  }, [dropArea, onDropOutside]);
  return dragging;
}
