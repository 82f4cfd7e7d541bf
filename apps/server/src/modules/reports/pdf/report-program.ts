/**
 * The Typst program that draws every report from its data: the page frame (running header
 * and footer with "Page n of m"), then the report's blocks in order (section titles, details
 * grids with the style's picture, tables whose header repeats on every page, notices,
 * footnotes, key figures). The data come as JSON in `sys.inputs.report` (see pdf-kit.ts,
 * `ReportDocument`): texts are Typst strings, drawn as they are, never read as markup or
 * code. The program itself is this constant; nothing of a report is ever written into it.
 */
export const reportProgram = String.raw`
#let data = json(bytes(sys.inputs.report))
#let is-rtl = data.dir == "rtl"
// The writing direction's start and end, as absolute sides (Arabic starts at the right).
#let start-side = if is-rtl { right } else { left }
#let end-side = if is-rtl { left } else { right }
#let side-of(align) = if align == "end" { end-side } else { start-side }
#let colours = (
  text: rgb("#1f2933"),
  muted: rgb("#5f6b7a"),
  accent: rgb("#1f3a5f"),
  rule: rgb("#d5dae1"),
  strong-rule: rgb("#8a96a5"),
  header-fill: rgb("#e9edf2"),
  group-fill: rgb("#f5f7f9"),
  notice-fill: rgb("#fff7e0"),
  notice-rule: rgb("#c98a00"),
)

// A text of the data: a string is drawn as it is; a dictionary gives its own writing
// direction (that of its first letter, where it differs from the report's) and runs, of
// which words too wide for their column may be hyphenated.
#let txt(value) = {
  if type(value) == str { return value }
  let body = value.runs.map(run => {
    if type(run) == str {
      run
    } else if run.at("anywhere", default: false) {
      // A box per character: a line may break between any two, and no character is added.
      // A box stands on its bottom edge: lowered by the text's bottom edge, it keeps the
      // line's baseline.
      run.word.clusters().map(character => box(baseline: 0.262em, character)).join()
    } else {
      text(hyphenate: true, lang: data.hyphenation, run.word)
    }
  }).join()
  if value.at("dir", default: none) == "rtl" {
    set text(dir: rtl)
    body
  } else if value.at("dir", default: none) == "ltr" {
    set text(dir: ltr)
    body
  } else {
    body
  }
}

// A paragraph of one text at a size; the line box is 1.3 times the size (CSS line-height).
#let para(value, size: 8pt, weight: "regular", fill: colours.text, align-to: start-side) = {
  set text(size: size, weight: weight, fill: fill)
  align(align-to, txt(value))
}

#set document(
  title: data.meta.title,
  author: data.meta.author,
  date: datetime(
    year: data.meta.date.at(0),
    month: data.meta.date.at(1),
    day: data.meta.date.at(2),
    hour: data.meta.date.at(3),
    minute: data.meta.date.at(4),
    second: data.meta.date.at(5),
  ),
)
#set text(
  font: data.fonts,
  fallback: false,
  size: 8pt,
  fill: colours.text,
  lang: data.lang,
  dir: if is-rtl { rtl } else { ltr },
  hyphenate: false,
  cjk-latin-spacing: none,
  top-edge: 1.038em,
  bottom-edge: -0.262em,
)
#set par(leading: 0pt, spacing: 0pt, justify: false, linebreaks: "simple")
#set block(spacing: 0pt)
#set grid(gutter: 0pt)

#let page-header = block(
  width: 100%,
  stroke: (bottom: 1pt + colours.accent),
  inset: (bottom: 6pt),
  grid(
    columns: (68%, 32%),
    align: (start-side + bottom, end-side + bottom),
    {
      para(data.header.title, size: 15pt, weight: "bold", fill: colours.accent)
      v(2pt)
      para(data.header.subtitle, size: 10pt)
    },
    para(data.header.aside, size: 9pt, weight: "bold", fill: colours.muted, align-to: end-side),
  ),
)

#let page-footer(page-label) = block(
  width: 100%,
  stroke: (top: 0.5pt + colours.rule),
  inset: (top: 5pt),
  grid(
    columns: (1fr, 1fr),
    para(data.footer.printed, size: 7.5pt, fill: colours.muted),
    para(page-label, size: 7.5pt, fill: colours.muted, align-to: end-side),
  ),
)

// "Page n of m": the label with the page and the page count in place of their markers.
#let page-label() = {
  let current = counter(page).get().first()
  let total = counter(page).final().first()
  data.footer.page.replace("\u{E000}", str(current)).replace("\u{E001}", str(total))
}

// Its space above is an inset, not a block's spacing: kept at the top of a page too.
#let section-title(item) = block(
  inset: (top: 14pt, bottom: 5pt),
  sticky: true,
  width: 100%,
  para(item.title, size: 10.5pt, weight: "bold", fill: colours.accent),
)

#let details-grid(item, columns) = block(
  width: 100%,
  fill: colours.group-fill,
  stroke: 0.5pt + colours.rule,
  inset: (y: 4pt),
  breakable: false,
  grid(
    columns: (1fr,) * columns,
    ..item.items.map(entry => {
      let body = {
        para(entry.label, size: 6.8pt, fill: colours.muted)
        para(entry.value, size: 8.5pt, weight: "bold")
      }
      // A wide item takes a row of its own.
      if entry.at("wide", default: false) {
        grid.cell(x: 0, colspan: columns, inset: (x: 6pt, y: 3pt), body)
      } else {
        grid.cell(inset: (x: 6pt, y: 3pt), body)
      }
    }),
  ),
)

#let picture-frame(picture) = box(
  stroke: 0.5pt + colours.rule,
  inset: 2pt,
  image("/picture", format: picture.format, width: picture.width * 1pt, height: picture.height * 1pt),
)

#let details(item) = {
  if item.at("picture", default: none) == none {
    details-grid(item, item.columns)
  } else {
    grid(
      columns: (item.width * 1pt, 1fr),
      align: (top, end-side + top),
      details-grid(item, item.columns),
      picture-frame(item.picture),
    )
  }
}

#let notice(item) = block(
  above: 10pt,
  width: 100%,
  breakable: false,
  fill: colours.notice-fill,
  inset: (x: 8pt, y: 5pt),
  stroke: if is-rtl {
    (right: 3pt + colours.notice-rule, rest: 0.5pt + colours.notice-rule)
  } else {
    (left: 3pt + colours.notice-rule, rest: 0.5pt + colours.notice-rule)
  },
  para(item.text),
)

#let footnote-block(item) = block(
  above: 4pt,
  width: 100%,
  breakable: false,
  para(item.text, size: 7pt, fill: colours.muted),
)

#let key-figures(item) = block(
  above: 8pt,
  width: 100%,
  breakable: false,
  stroke: 0.5pt + colours.rule,
  grid(
    columns: (66%, 1fr),
    inset: (x: 6pt, y: 3.5pt),
    stroke: (x, y) => if y > 0 { (top: 0.5pt + colours.rule) },
    ..item.items.map(entry => (
      para(entry.label, size: 8.5pt),
      para(entry.value, size: 8.5pt, weight: "bold", align-to: end-side),
    )).flatten(),
  ),
)

// The look of a table's rows by kind: group rows (an operation) shaded and bold under a
// rule, total rows bold under a strong rule, detail rows (its component lines) without a
// rule, plain rows under a rule. A rule takes room above the row, as a border does.
#let row-styles = (
  group: (fill: colours.group-fill, bold: true, rule: 0.5pt + colours.rule),
  total: (fill: none, bold: true, rule: 0.9pt + colours.strong-rule),
  detail: (fill: none, bold: false, rule: none),
  plain: (fill: none, bold: false, rule: 0.5pt + colours.rule),
)
#let cell-inset = (x: 3.5pt, y: 2.6pt)

// A table: its header repeats at the top of every page it runs onto; a group of rows (an
// operation and its component lines) stays on one page, held by a cell of no width that
// spans the group. Every cell carries its own fill and rule: a function of the row given
// to the grid would be called, and its captured data hashed, for every cell.
#let table-block(item) = {
  let size = item.fontSize * 1pt
  let aligns = item.columns.map(column => side-of(column.align) + top)
  let cells = ()
  for group in item.groups {
    cells.push(grid.cell(rowspan: group.len(), breakable: false, inset: 0pt, []))
    for row in group {
      let style = row-styles.at(row.kind)
      let muted = row.at("muted", default: ())
      let inset = if style.rule == none { cell-inset } else {
        (x: cell-inset.x, top: cell-inset.y + style.rule.thickness, bottom: cell-inset.y)
      }
      let stroke = if style.rule == none { none } else { (top: style.rule) }
      // A number is a run of that many empty cells, drawn as one.
      let column = 0
      for cell in row.cells {
        if type(cell) == int {
          cells.push(grid.cell(colspan: cell, fill: style.fill, stroke: stroke, inset: inset, []))
          column += cell
          continue
        }
        let body = if style.bold {
          text(weight: "bold", txt(cell))
        } else if column in muted {
          text(fill: colours.muted, txt(cell))
        } else {
          txt(cell)
        }
        cells.push(grid.cell(fill: style.fill, stroke: stroke, inset: inset, body))
        column += 1
      }
    }
  }
  set text(size: size)
  grid(
    columns: (0pt, ..item.columns.map(column => column.width * 1pt)),
    align: (start-side, ..aligns),
    grid.header(
      repeat: true,
      grid.cell(inset: 0pt, []),
      ..item.columns.map(column => grid.cell(
        fill: colours.header-fill,
        inset: (x: cell-inset.x, top: cell-inset.y, bottom: cell-inset.y + 0.8pt),
        text(size: size - 0.4pt, weight: "bold", fill: colours.accent, txt(column.header)),
      )),
      grid.hline(stroke: 0.8pt + colours.strong-rule),
    ),
    ..cells,
    grid.hline(stroke: 0.5pt + colours.rule),
  )
}

#let draw(item) = {
  if item.kind == "section" { section-title(item) }
  else if item.kind == "details" { details(item) }
  else if item.kind == "table" { table-block(item) }
  else if item.kind == "notice" { notice(item) }
  else if item.kind == "footnote" { footnote-block(item) }
  else if item.kind == "keyFigures" { key-figures(item) }
}

#let side = 32pt
#let content-width = 595.28pt - 2 * side
#show: body => context {
  let header-height = measure(page-header, width: content-width).height
  let footer-height = measure(page-footer("0"), width: content-width).height
  set page(
    paper: "a4",
    margin: (top: 26pt + header-height + 4pt, bottom: 20pt + footer-height + 8pt, x: side),
    header: page-header,
    header-ascent: 4pt,
    footer: context page-footer(page-label()),
    footer-descent: 8pt,
  )
  body
}

#for item in data.blocks { draw(item) }
`;
