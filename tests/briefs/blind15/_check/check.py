#!/usr/bin/env python3
"""Mechanical Part-1 checks for blind15 drafts.

Reads expectations.md (Part 1 only) and the six draft .txt files.
Slides text = title + every field except `notes` (JSON fields are decoded and flattened).
Notes text = the `notes:` field. The REPLY line is neither; hits there are reported separately.
Normalisation: Unicode dashes -> '-', curly/low quotes -> straight, NBSP -> space,
whitespace collapsed, case-folded.  `A | B` = either; `X` + `Y` = both on one slide;
`(word)` = whole-word match.  Pure-number must-appear items are also checked as a
number token (not part of a longer number), reported as "strict".
"""
import json, re, sys, unicodedata
from pathlib import Path

EXP = Path('/work/main/tests/briefs/blind15/expectations.md')
DRAFTS = Path('/work/grade15/drafts')

DASHES = dict.fromkeys(map(ord, '\u2010\u2011\u2012\u2013\u2014\u2015\u2212'), '-')
QUOTES = {ord(c): "'" for c in '\u2018\u2019\u201a\u201b\u2032'}
QUOTES.update({ord(c): '"' for c in '\u201c\u201d\u201e\u201f\u2033'})

def norm(s):
    s = unicodedata.normalize('NFC', s)
    s = s.translate(DASHES).translate(QUOTES).replace('\u00a0', ' ').replace('\u202f', ' ')
    s = re.sub(r'\s+', ' ', s)
    return s.casefold()

def flatten(v):
    if isinstance(v, str):
        return [v]
    if isinstance(v, (int, float)):
        return [str(v)]
    if isinstance(v, list):
        return [x for i in v for x in flatten(i)]
    if isinstance(v, dict):
        return [x for i in v.values() for x in flatten(i)]
    return []

def parse_draft(p):
    txt = p.read_text(encoding='utf-8')
    reply = ''
    m = re.search(r'^REPLY: (.*)$', txt, re.M)
    if m:
        reply = m.group(1)
    slides = []
    for block in re.split(r'^## ', txt, flags=re.M)[1:]:
        head, *lines = block.split('\n')
        hm = re.match(r'(\d+)\. \[(\w+)\] (.*)$', head)
        if not hm:
            continue
        n, typ, title = int(hm.group(1)), hm.group(2), hm.group(3)
        parts, notes = [title], ''
        fields = {}
        for ln in lines:
            fm = re.match(r'\s{2}(\w+): ?(.*)$', ln)
            if not fm:
                continue
            k, v = fm.group(1), fm.group(2)
            if k == 'notes':
                notes = v
                continue
            try:
                val = json.loads(v)
            except Exception:
                val = v
            fields[k] = val
            parts.extend(flatten(val))
        slides.append(dict(n=n, type=typ, title=title, parts=parts, fields=fields, notes=notes))
    return reply, slides

def parse_exp():
    text = EXP.read_text(encoding='utf-8').split('# Part 2')[0]
    out = {}
    for sec in re.split(r'^## ', text, flags=re.M)[1:]:
        name = sec.split('.md')[0].strip()
        d = {}
        for key, lab in [('max', 'Max slides'), ('must', 'Must appear'),
                         ('mustnot', 'Must not appear (slides)'), ('banned', 'Banned everywhere'),
                         ('cover', 'Cover'), ('sections', 'Sections in order')]:
            m = re.search(r'^- \*\*' + re.escape(lab) + r'[^*]*:\*\* (.*)$', sec, re.M)
            d[key] = m.group(1) if m else ''
        d['max'] = int(re.match(r'\d+', d['max']).group(0))
        out[name] = d
    return out

def items(line):
    """Return list of requirements; each requirement = list (AND) of list (OR) of patterns."""
    reqs = []
    for seg in line.split(' · '):
        ticks = re.findall(r'`([^`]+)`', seg)
        if not ticks:
            continue
        if '(each next to' in seg:
            ticks = ticks[:1]
        if ' + ' in seg and len(ticks) > 1:
            reqs.append((seg, [t.split(' | ') for t in ticks]))
        else:
            for t in ticks:
                reqs.append((t, [t.split(' | ')]))
    return reqs

def compile_pat(p):
    whole = bool(re.fullmatch(r'\(.+\)', p))
    core = p[1:-1] if whole else p
    core_n = re.escape(norm(core))
    if re.fullmatch(r'[A-Za-z]{1,3}', core):
        whole = True   # e.g. "AI": a substring hit inside "said" is not a pass
    if re.fullmatch(r'\d[\d.,]*', core) and not whole:
        return re.compile(r'(?<![\d.,])' + core_n + r'(?![\d]|[.,]\d)'), False
    if whole:
        return re.compile(r'(?<!\w)' + core_n + r'(?!\w)'), whole
    return re.compile(core_n), whole

def strict_num(p):
    core = p
    if re.fullmatch(r'\d[\d.,]*', core):
        return re.compile(r'(?<![\d.,])' + re.escape(core) + r'(?![\d]|[.,]\d)')
    return None

def find(pat, texts):
    rx, _ = compile_pat(pat)
    hits = []
    for label, t in texts:
        nt = norm(t)
        for m in rx.finditer(nt):
            s, e = max(0, m.start() - 50), min(len(nt), m.end() + 50)
            hits.append((label, nt[s:e]))
    return hits

def main():
    exp = parse_exp()
    for p in sorted(DRAFTS.glob('*.txt')):
        name = p.stem
        e = exp[name]
        reply, slides = parse_draft(p)
        print('=' * 100)
        print(f'{name}: {len(slides)} slides (max {e["max"]}) -> {"OK" if len(slides) <= e["max"] else "OVER"}'
              f'{" (short by more than one)" if len(slides) < e["max"] - 1 else ""}')
        print('Slide list:')
        for s in slides:
            print(f'  {s["n"]:>2}. [{s["type"]}] {s["title"]}')
        print('Expected sections:', e['sections'])
        print('Expected cover   :', e['cover'])
        c = slides[0]
        print('Actual cover     : title=%r fields=%s' % (c['title'], json.dumps(c['fields'], ensure_ascii=False)))

        slide_texts = [(f'slide {s["n"]}', ' \u2016 '.join(s['parts'])) for s in slides]
        note_texts = [(f'notes {s["n"]}', s['notes']) for s in slides]

        print('\n-- MUST APPEAR (on slides) --')
        ok = 0
        reqs = items(e['must'])
        for label, groups in reqs:
            if len(groups) > 1:
                same = [l for l, t in slide_texts
                        if all(find(a, [(l, t)]) for a in [g[0] for g in groups])]
                print(f'  [{"PASS" if same else "FAIL"}] {label}  (all parts on one slide: {same or "none"})')
                for l in same:
                    print('    ' + l + ': ' + norm(dict(slide_texts)[l])[:200])
                ok += bool(same)
                continue
            found_all = True
            details = []
            for alts in groups:
                ghits = []
                for a in alts:
                    h = find(a, slide_texts)
                    sn = strict_num(a)
                    if sn is not None:
                        h = [x for x in h if True]
                        strict = [(l, t) for l, t in slide_texts if sn.search(norm(t))]
                        if h and not strict:
                            details.append(f'    NOTE {a!r}: substring only, no standalone number token')
                    ghits += h
                if not ghits:
                    found_all = False
                else:
                    for l, ctx in ghits[:3]:
                        details.append(f'    {l}: …{ctx}…')
            ok += found_all
            print(f'  [{"PASS" if found_all else "FAIL"}] {label}')
            if found_all:
                for d in details:
                    print(d)
            else:
                nh = []
                for alts in groups:
                    for a in alts:
                        nh += find(a, note_texts)
                if nh:
                    print(f'    (only in notes: {", ".join(sorted(set(l for l, _ in nh)))})')
        print(f'  => must-appear {ok}/{len(reqs)}')

        print('\n-- MUST NOT APPEAR ON SLIDES --')
        bad = 0
        reqs = items(e['mustnot'])
        for label, groups in reqs:
            hits = []
            for alts in groups:
                for a in alts:
                    hits += find(a, slide_texts)
            if hits:
                bad += 1
                print(f'  [HIT ] {label}')
                for l, ctx in hits[:4]:
                    print(f'    {l}: …{ctx}…')
        print(f'  => must-not items found on slides: {bad}/{len(reqs)}')

        print('\n-- BANNED EVERYWHERE (slides + notes; reply reported separately) --')
        nb_s = nb_n = 0
        reqs = items(e['banned'])
        for label, groups in reqs:
            hs, hn, hr = [], [], []
            for alts in groups:
                for a in alts:
                    hs += find(a, slide_texts)
                    hn += find(a, note_texts)
                    hr += find(a, [('reply', reply)])
            if hs or hn or hr:
                print(f'  [HIT ] {label}: slides={len(hs)} notes={len(hn)} reply={len(hr)}')
                for l, ctx in (hs + hn + hr)[:5]:
                    print(f'    {l}: …{ctx}…')
            nb_s += bool(hs)
            nb_n += bool(hn)
        print(f'  => banned items on slides: {nb_s}/{len(reqs)}; banned items in notes: {nb_n}/{len(reqs)}')
        print()

DOUBTED = {
 '01-kestrel-trello-card': ['3.4:1', '£3.40', 'ROI'],
 '02-harrowgate-outlook-html-mail': ['1,100', 'extractor fan'],
 '03-aldermoor-calendar-invite-ics': ['410,000', '410000'],
 '04-skyledger-ocr-handwritten-notes': ['312', '300ish'],
 '05-trapkracht-confluence-page-nl': ['25%'],
 '06-cruxandco-loom-transcript': ['break-even', 'month nine', 'month 9', '14%'],
}
MARK = re.compile(r'to verify|te verifi|nog checken|nog te controleren')

def doubted():
    print('=' * 100)
    print('DOUBTED / NOTES-ONLY FIGURES: where they are, and whether the note is marked to verify')
    for p in sorted(DRAFTS.glob('*.txt')):
        reply, slides = parse_draft(p)
        print('--', p.stem)
        for d in DOUBTED[p.stem]:
            for s in slides:
                st = norm(' | '.join(s['parts']))
                nt = norm(s['notes'])
                if norm(d) in st:
                    print(f'   {d!r}: ON SLIDE {s["n"]}')
                i = nt.find(norm(d))
                if i >= 0:
                    pre = nt[max(0, i - 140):i + 60]
                    print(f'   {d!r}: notes {s["n"]}, marked={bool(MARK.search(pre))}: …{pre}…')

if __name__ == '__main__':
    main()
    doubted()
