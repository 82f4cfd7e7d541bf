import { useRef, useState, type DragEvent } from 'react';

/**
 * Makes an element a place to drop files: whether files are being dragged over it (to show
 * it), and the dropped files handed to `onFiles`. Dragging anything but files is ignored, and
 * nothing is taken while `disabled`.
 */
export function useFileDrop(onFiles: (files: ArrayLike<File>) => void, disabled = false) {
  const [dragging, setDragging] = useState(false);
  // dragenter and dragleave fire for every child crossed: count them to know when the pointer left.
  const depth = useRef(0);
  const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

  const handlers = {
    onDragEnter: (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth.current += 1;
      if (!disabled) setDragging(true);
    },
    onDragOver: (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    },
    onDragLeave: (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setDragging(false);
    },
    onDrop: (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth.current = 0;
      setDragging(false);
      if (!disabled) onFiles(event.dataTransfer.files);
    },
  };
  return { dragging: dragging && !disabled, handlers };
}
