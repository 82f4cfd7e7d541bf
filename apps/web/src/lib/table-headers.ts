/**
 * Column headers that keep their width for their titles: the title wraps, and the drag handle
 * and column menu show over the header on hover or keyboard focus, instead of taking room
 * beside every title.
 */
export const compactHeaderCellSx = {
  '& .Mui-TableHeadCell-Content-Wrapper': { whiteSpace: 'normal', lineHeight: 1.3 },
  '& .Mui-TableHeadCell-Content-Actions': {
    position: 'absolute',
    insetInlineEnd: 0,
    top: '50%',
    transform: 'translateY(-50%)',
    bgcolor: 'background.paper',
    borderRadius: 1,
    opacity: 0,
    transition: 'opacity 120ms',
  },
  '&:hover .Mui-TableHeadCell-Content-Actions, &:focus-within .Mui-TableHeadCell-Content-Actions': {
    opacity: 1,
  },
} as const;
