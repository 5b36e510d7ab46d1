#!/usr/bin/env python3
"""Mechanical Part-1 checks for blind15 drafts in /work/grade15b/{X,Y}.

Parses each draft .txt into slides (title + visible fields) and notes, normalises
dashes / quotes / case / whitespace, and runs the must-appear, must-not (slides),
banned-everywhere (slides + notes + presentation title) and slide-count checks
transcribed from expectations.md Part 1.  Sections-in-order and cover are judged
by hand (see grades.md); this script prints the slide titles to help.

Matching rules:
- case-insensitive, after normalising dashes (all -> '-'), quotes (-> ' and "),
  NBSP/tabs/multiple spaces (-> one space);
- a string made only of digits and , . (e.g. '62', '14.2', '1,100') matches only
  at a number boundary (no digit before; no digit, or [.,]digit, after);
- '(word)' in expectations = whole word;
- 'A | B' = either;  'A + B' = both somewhere on slides;
- chart values are numbers in the JSON; they are rendered for matching as the
  raw number, with ',' thousands separators, and (brief 05) with '.' separators.
  A rendered '31' does NOT satisfy '31.0' (source precision lost).
"""
import json, re, sys, os

ROOT = '/work/grade15b'

def norm(s):
    s = s.replace('\u00a0', ' ').replace('\t', ' ')
    s = re.sub('[\u2010\u2011\u2012\u2013\u2014\u2015\u2212]', '-', s)
    s = re.sub('[\u2018\u2019\u201a\u201b\u2032]', "'", s)
    s = re.sub('[\u201c\u201d\u201e\u201f\u2033]', '"', s)
    s = re.sub(r' +', ' ', s)
    return s.lower()

def fmt_num(v, dutch=False):
    out = set()
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        return out
    if float(v).is_integer():
        iv = int(v)
        out.add(str(iv))
        # render thousands the way the deck's language writes them
        out.add(f'{iv:,}'.replace(',', '.') if dutch else f'{iv:,}')
    else:
        out.add(repr(v))
        if dutch: out.add(repr(v).replace('.', ','))
    return out

def flatten(o, dutch=False):
    if isinstance(o, str):
        return [o]
    if isinstance(o, (int, float)):
        return sorted(fmt_num(o, dutch))
    if isinstance(o, list):
        r = []
        for x in o: r += flatten(x, dutch)
        return r
    if isinstance(o, dict):
        r = []
        for x in o.values(): r += flatten(x, dutch)
        return r
    return []

def parse(path, dutch=False):
    slides = []
    reply = ''
    cur = None
    for line in open(path, encoding='utf-8').read().split('\n'):
        if line.startswith('REPLY:'):
            reply = line[6:].strip(); continue
        m = re.match(r'^## (\d+)\. \[([a-z_]+)\] (.*)$', line)
        if m:
            cur = {'n': int(m.group(1)), 'type': m.group(2), 'title': m.group(3),
                   'fields': {}, 'visible': [m.group(3)], 'notes': ''}
            slides.append(cur); continue
        m = re.match(r'^  ([a-zA-Z]+): ?(.*)$', line)
        if m and cur is not None:
            k, v = m.group(1), m.group(2)
            if k == 'notes':
                cur['notes'] = v; continue
            try:
                val = json.loads(v)
            except Exception:
                val = v
            cur['fields'][k] = val
            cur['visible'] += flatten(val, dutch)
    for s in slides:
        s['vis'] = norm(' \u2016 '.join(s['visible']))
        s['nts'] = norm(s['notes'])
    return reply, slides

NUMRE = re.compile(r'^[\d.,]+$')

def pattern(term):
    """Return a compiled regex for one expectations term (already stripped)."""
    whole = False
    if term.startswith('(') and term.endswith(')'):
        term = term[1:-1]; whole = True
    t = norm(term)
    if NUMRE.match(t):
        return re.compile(r'(?<![\d])' + re.escape(t) + r'(?![\d])(?![.,]\d)')
    if whole:
        return re.compile(r'(?<!\w)' + re.escape(t) + r'(?!\w)')
    return re.compile(re.escape(t))

def find(term, text):
    return pattern(term).search(text) is not None

def where(term, slides, key):
    return [s['n'] for s in slides if find(term, s[key])]

def eval_must(expr, slides):
    """expr may contain ' | ' (any) or ' + ' (all). Returns (ok, slide numbers)."""
    if ' + ' in expr:
        parts = [p.strip() for p in expr.split(' + ')]
        hits = [where(p, slides, 'vis') for p in parts]
        return all(hits), sorted(set(sum(hits, [])))
    parts = [p.strip() for p in expr.split(' | ')]
    hits = sorted(set(sum((where(p, slides, 'vis') for p in parts), [])))
    return bool(hits), hits

def split(s):
    return [x.strip() for x in s.split(' · ')]

SPEC = {
 '01-kestrel-trello-card': dict(
  max=10,
  must=split("Back at Work, Sooner · 12 March 2027 · Dr Anjali Mehta · Clinical Director · 41,250 · 14 + clinics · 91% · 4 days · 18.4 · 14.9 · 11.2 · 9.6 · 8.1 · Marlow Printworks · 22 · 7 days | 7 · Tuesday · We got people back on the line in a week, not a month. · Gemma Stroud · Fernleigh Institute · 28% · Essentials · £3.20 · £5.90 · £8.75 · Week 0 · Week 3 · Month 3 · Month 12 · ergonomic walk-through · Rob Fairlie · rob.fairlie@kestrelphysio.example · 07700 900412"),
  mustnot=split("3.4:1 · £3.40 · (ROI) · Card #214 · trello · @tomashdown · @priyalund · Priya · Tom Ashdown · kestrel_outcomes_2026.xlsx · logo_kestrel_v3.png · Marlow_signoff.pdf · Σοφία · Καλημέρα · Ευχαριστώ · Reminder · Due date · no more than 10 slides · 15-min · plain English · #0E6E6E · #F2B134 · Jan–Nov · Reply · Add an item · 🟣 · 👍"),
  cond=split("PhysioNow · 48 hours"),
  banned=split("38,600 · Halden · unpaid invoice · lawyers · knee"),
  doubted=split("3.4:1 · £3.40")),
 '02-harrowgate-outlook-html-mail': dict(
  max=8,
  must=split("Repairs: What's Changed and What's Next · 15 April 2027 · Marcus Oyelaran · Director of Property Services · 78% · 64% · They turned up when they said they would · Residents' Panel member · 9,412 · 41,870 · 96.1% · 12.6 · 31.0 · 26.4 · 19.3 · Northern Housing Benchmark Club · 18.0 · Eastfield · Millbrook · Harrow Vale · Town Centre · 620 · 587 · Brightwell Maintenance · 2-hour · 24/7 · text reminder · Oct 2027 | October 2027 · 300 homes · Mar 2028 | March 2028 · 07700 900318 · repairs@harrowgatehomes.example · Free interpreting is available · مفت ترجمانی · বিনামূল্যে · الترجمة الفورية"),
  mustnot=split("1,100 · extractor fan · From: Kezia · From: Lewis · Sent: 0 · Subject: · RE: Residents · [EXTERNAL] · SEC=OFFICIAL · Importance · cid:image · she/her · Kezia · Lewis · Fatima · Dominic · 07700 900154 · 07700 900155 · 07700 900961 · 31544R · LH 4417 · Tanner's Yard · intended solely for the addressee · consider the environment · Max 8 slides · wall-to-wall · Tallow & Pine · oversell · provisional · dashboard figure · Hi Lewis · Thanks so much"),
  cond=[],
  banned=split("14.2 · Ashby Court · disrepair · Millbrook Rise · Gazette · Joan Pritchard · Pritchard"),
  doubted=split("1,100")),
 '03-aldermoor-calendar-invite-ics': dict(
  max=9,
  must=split("Play Your Part: Partnering with the Aldermoor Symphony · Hanbit Electronics UK · 한빛전자 · 9 June 2027 · Helena Vasquez-Reid · Chief Executive · 1948 · 62 · 1,850 · 64 concerts · 71,300 · 52,100 · 58,900 · 63,400 · 12,480 · 38 · 19% · For some of our pupils it was the first time they'd heard a live orchestra. · Fairfield Academy · Civic Arts Trust · 68% · Principal Partner · £120,000 · £60,000 · £35,000 · £12,000 · Education Partner · 60 · 20,000 · Winter Lights · Schools Festival · Jul 2027 | July 2027 · Jun 2028 | June 2028 · 30 June 2027 · Oluwaseun Adeyemi · oluwaseun.adeyemi@aldermoorsymphony.example · 07700 900527"),
  mustnot=[r'\n', r'\,', r'\;'] + split("BEGIN: · DTSTART · ATTENDEE · ORGANIZER · mailto: · VALARM · TRIGGER · UID: · Google Meet · meet.example · PIN: · 482 116 903 · 07700 900600 · -::~:~ · 14:00 · 14:05 · 14:50 · (5 min) · max 9 slides · Maddie · (Seun) · Tom is checking · 박지우 · Green Room · AL4 2QT · Oluwas eun · aldermoorsymphony.ex ample · princip le · presentati on"),
  cond=split("Brackley Philharmonic · £150,000"),
  banned=split("73,100 · Ivanov · Иванов · renegotiation · pay talks"),
  doubted=split("410,000")),
 '04-skyledger-ocr-handwritten-notes': dict(
  max=9,
  must=split("Roof Surveys in Hours, Not Weeks · Greyfield Estates · 3 May 2027 · Callum Ridgeway · Founder & Chief Pilot · (AI) · surveyor · 1,240 · 38 min | 38 minutes · 24 hours | 24 hrs · 210 · 285 · 340 · 405 · Linden House · Kerrow Access · £1,850 · £165 · £60 · £240 · £140 · Saved us a fortnight of scaffolding & a lot of grief. · Hallam & Royd Properties · 20 + pilot · £3,300 · callum@skyledger.example · 07700 900733"),
  mustnot=split("312 · 300ish · f165 · f60 · f240 · f140 · Greyfie1d · Pi1ot · rnin · nurnbers · Al flags · scaffo1d · ca11um · sky1edger · Ha11am · CamScanner · IMG_44 · ScanText · confidence · Page 1 of 3 · [illegible] · not recognised · 王伟 · (Wei) · FLIR · Priti · (Jas) · (Dee) · Foxglove · NO MORE THAN 9 · (rnay) · 3/5 · £££ · § · ¬ · -370-"),
  cond=split("AeroSpect · £210"),
  banned=split("1,270 · 370 · £180 · f180 · CAA · Hexham · Hexharn · maternity"),
  doubted=split("312 · 300ish")),
 '05-trapkracht-confluence-page-nl': dict(
  max=10, dutch=True,
  must=split("Fietslease die gewoon werkt · Webinar HR & Mobiliteit · 18 februari 2027 · Sanne de Vries · 23.400 · 1.850 · 2.900 · 4,6 · 9.800 · 14.600 · 19.100 · Basis · Comfort · Premium · €59 · €89 · €129 · speed pedelec · 650 · Kennisinstituut Fietsmobiliteit · 1,3 dag · Week 1 · Week 6 · Maand 6 · Binnen drie maanden fietste een kwart van ons team naar kantoor. · Bouwbedrijf Van Halteren · kennismakingsgesprek · verkoop@trapkracht.example · 07700 900246 · Маєте запитання?"),
  mustnot=split("25% · fiscalist · Van Dam · FietsFlex · € 39 | €39 · {status · {jira · {toc · {info · {panel · {note · {expand · {warning · h2. · || · MKT-882 · IN REVIEW · @Joris · Joris Bakker · weergaven · leestijd · Paginabeperkingen · Studio Meerzicht · #1B7F5C · #F5A623 · 1.420 · 4,4 · trapkracht_logo_2027.svg · cijfers_Q4_2026.xlsx · webinar_uitnodiging.pdf · Beantwoorden · Vind ik leuk · Maximaal · lease fiets · 23,400 · 1,850 · Why · Growth · Our packages · Thank you · Next steps"),
  cond=[],
  banned=split("1.580 · 1,580 · VeloNord · terugroep · (accu) · leveringsproblemen"),
  doubted=split("25%")),
 '06-cruxandco-loom-transcript': dict(
  max=10,
  must=split("Crux & Co: Ready for Wall Six · Northern Angels Network · 22 September 2027 · Leah Okonkwo-Hart · Co-founder & CEO · 2019 · bouldering · It's the only place I've made friends as an adult. · Leeds Holbeck · £1.42m · £2.05m · £2.71m · £3.38m · 9,800 · 71% · 18% · 3.1% · 5.5% · Leisure Benchmarks UK · Manchester Ancoats · Leeds Holbeck · Liverpool Baltic · York Foss · Bradford Little Germany · 2,600 · 1,100 · 92% · 64% · Kelham Island · 1,200 m² · Oct 2027 | October 2027 · Jun 2028 | June 2028 · £1.2m · £540k · £360k · £180k · £120k · leah@cruxandco.example · 07700 900659"),
  mustnot=split("14% · equity · break-even · month 9 | month nine · Loom · views · AI summary · Chapters · Transcript · 0:00 · 1:55 · 7:35 · [inaudible] · [music] · (um) · (uh) · basically · bowl during · Crux and Co · leah at crux · Paper Kite · Ollie · Tom's model · 工房ホールド · ウォールセット · よろしく · Kenji · ten slides · Reactions · 🧗 · 🎉 · Anyone with the link"),
  cond=split("BlocHaus · 1,400"),
  banned=split("£3.6m · 3.6m · three point six · Whitlock · (Dan) · buyback"),
  doubted=split("month 9 | month nine · 14%")),
}

EURO = {'€59': r'€ ?59(?!\d)', '€89': r'€ ?89(?!\d)', '€129': r'€ ?129(?!\d)'}

def run():
    out = []
    P = out.append
    totals = {}
    for brief, spec in SPEC.items():
        P('=' * 78)
        P(f'BRIEF {brief}   (max {spec["max"]} slides)')
        for side in ('X', 'Y'):
            path = os.path.join(ROOT, side, brief + '.txt')
            reply, slides = parse(path, spec.get('dutch', False))
            allvis = ' '.join(s['vis'] for s in slides)
            P('-' * 78)
            P(f'[{side}] slides: {len(slides)} / max {spec["max"]}  ->  {"OK" if len(slides) <= spec["max"] else "OVER LIMIT"}')
            for s in slides:
                P(f'    {s["n"]:>2}. [{s["type"]}] {s["title"]}')
            # must appear
            miss, okc = [], 0
            for term in spec['must']:
                if term in EURO:
                    hits = [s['n'] for s in slides if re.search(EURO[term], s['vis'])]
                    ok = bool(hits)
                else:
                    ok, hits = eval_must(term, slides)
                if ok: okc += 1
                else: miss.append(term)
            P(f'  MUST APPEAR: {okc}/{len(spec["must"])}')
            P(f'    missing: {miss}')
            # must not
            mn = []
            for term in spec['mustnot']:
                parts = [p.strip() for p in term.split(' | ')]
                hits = sorted(set(sum((where(p, slides, 'vis') for p in parts), [])))
                if hits: mn.append((term, hits))
            P(f'  MUST-NOT ON SLIDES: {len(mn)} hit(s)')
            for t, h in mn: P(f'    {t!r} on slide(s) {h}')
            # conditional
            for term in spec['cond']:
                h = where(term, slides, 'vis'); hn = where(term, slides, 'nts')
                if h or hn: P(f'  CONDITIONAL {term!r}: slides {h}, notes {hn} (judge wording by hand)')
            # banned everywhere
            bn = []
            for term in spec['banned']:
                hs = where(term, slides, 'vis'); hn = where(term, slides, 'nts')
                if hs or hn: bn.append((term, hs, hn))
            rep = [t for t in spec['banned'] if find(t, norm(reply))]
            P(f'  BANNED EVERYWHERE: {len(bn)} hit(s)')
            for t, hs, hn in bn: P(f'    {t!r}: slides {hs}, notes {hn}')
            if rep: P(f'    (also in the assistant reply text: {rep})')
            # doubted figures
            for term in spec['doubted']:
                parts = [p.strip() for p in term.split(' | ')]
                hs = sorted(set(sum((where(p, slides, 'vis') for p in parts), [])))
                hn = sorted(set(sum((where(p, slides, 'nts') for p in parts), [])))
                marked = [n for n in hn if re.search(r'to verify|te verifi|nog checken|nog te controleren', slides[n-1]['nts'])]
                P(f'  DOUBTED {term!r}: slides {hs}; notes {hn}; notes marked to-verify {marked}')
            totals[(brief, side)] = dict(n=len(slides), must=okc, mustn=len(spec['must']),
                                         mn=len(mn), bn=len(bn))
    P('=' * 78)
    P('EXTRA SCAN: superseded figures in forms the banned lists do not catch (slides / notes)')
    EXTRA = {'01-kestrel-trello-card': [r'38[,.]?600'],
             '02-harrowgate-outlook-html-mail': [r'(?<![\d.])14\.2(?!\d)'],
             '03-aldermoor-calendar-invite-ics': [r'73[,.]?100'],
             '04-skyledger-ocr-handwritten-notes': [r'(?<![\d,])370(?!\d)', r'1[,.]?270', r'[£f]\s?180'],
             '05-trapkracht-confluence-page-nl': [r'1[.,]580'],
             '06-cruxandco-loom-transcript': [r'(?<![\d.])3\.6(?![\d])', r'three point six']}
    for brief, pats in EXTRA.items():
        for side in ('X', 'Y'):
            _, slides = parse(os.path.join(ROOT, side, brief + '.txt'), SPEC[brief].get('dutch', False))
            for pat in pats:
                hs = [x['n'] for x in slides if re.search(pat, x['vis'])]
                hn = [x['n'] for x in slides if re.search(pat, x['nts'])]
                if hs or hn:
                    P(f'  {brief} [{side}] /{pat}/: slides {hs}, notes {hn}')
    P('=' * 78)
    P('TOTALS')
    for side in ('X', 'Y'):
        t = [v for (b, s), v in totals.items() if s == side]
        P(f'  {side}: must-appear {sum(v["must"] for v in t)}/{sum(v["mustn"] for v in t)}; '
          f'must-not hits {sum(v["mn"] for v in t)}; banned-everywhere hits {sum(v["bn"] for v in t)}; '
          f'decks over limit {sum(1 for (b,s),v in totals.items() if s==side and v["n"]>SPEC[b]["max"])}')
    print('\n'.join(out))

if __name__ == '__main__':
    run()
