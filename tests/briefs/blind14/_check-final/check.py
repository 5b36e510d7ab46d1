#!/usr/bin/env python3
"""Mechanical Part-1 check of blind14 drafts (X and Y) against expectations.md.

Slide text = title + every visible field (subtitle, items, table cells, chart categories/series/values
rendered with their unit, timeline steps, metrics, statement text/author, closing fields).
Notes = the `notes:` field. Matching is case-insensitive, with typographic variants folded
(en/em dash -> '-', '×' -> 'x', curly quotes -> straight). An item may list alternatives (any passes);
items starting with 're:' are regular expressions applied per rendered line (one bullet/row/step per line).
"""
import json, re, sys, os, glob

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

def fold(s, lower=True):
    s = s.lower() if lower else s
    for a, b in (("–", "-"), ("—", "-"), ("‑", "-"), ("×", "x"), ("’", "'"), ("‘", "'"), ("“", '"'), ("”", '"'), ("\u00a0", " ")):
        s = s.replace(a, b)
    return s

def fmt_num(v):
    if isinstance(v, (int, float)) and float(v).is_integer():
        return f"{int(v):,}"
    return str(v)

def render_chart(c):
    lines = []
    unit = c.get("unit", "") or ""
    cats = c.get("categories", [])
    lines.append(" ".join(map(str, cats)))
    for s in c.get("series", []):
        lines.append(str(s.get("name", "")))
        for cat, v in zip(cats, s.get("values", [])):
            n = fmt_num(v)
            if unit and unit[0] in "£€$":
                val = f"{unit[0]}{n}{unit[1:]}"          # £M -> £1.84M ; € -> €6.9
            elif unit:
                val = f"{n} {unit}"
            else:
                val = n
            lines.append(f"{cat} {val}")
    return lines

def render_field(key, raw):
    raw = raw.strip()
    try:
        val = json.loads(raw)
    except Exception:
        val = raw
    if key == "chart" and isinstance(val, dict):
        return render_chart(val)
    if key == "table" and isinstance(val, dict):
        out = [" | ".join(map(str, val.get("header", [])))]
        out += [" | ".join(map(str, r)) for r in val.get("rows", [])]
        return out
    if key == "steps" and isinstance(val, list):
        return [" ".join(str(s.get(k, "")) for k in ("date", "label", "text") if s.get(k)) for s in val]
    if key == "metrics" and isinstance(val, list):
        return [" ".join(str(m.get(k, "")) for k in ("value", "label", "subtext") if m.get(k)) for m in val]
    if isinstance(val, list):
        return [str(x) for x in val]
    return [str(val)]

def parse(path):
    slides, cur = [], None
    for line in open(path, encoding="utf-8"):
        line = line.rstrip("\n")
        m = re.match(r"## (\d+)\. \[([^\]]+)\] ?(.*)$", line)
        if m:
            cur = {"n": int(m.group(1)), "type": m.group(2), "title": m.group(3), "lines": [m.group(3)], "notes": ""}
            slides.append(cur)
            continue
        m = re.match(r"  (\w+): ?(.*)$", line)
        if m and cur is not None:
            k, v = m.group(1), m.group(2)
            if k == "notes":
                cur["notes"] = v
            else:
                cur["lines"] += render_field(k, v)
    return slides

EMAILS = r"[\w.+-]+@[\w-]+(\.[\w-]+)+"
EMOJI = re.compile("[\U0001F300-\U0001FAFF\u2600-\u27BF\u2B06\u2B50\U0001F000-\U0001F2FF]")

def found(item, slides, where="slides"):
    """Return list of slide numbers where item (alt list / regex) occurs."""
    alts = item if isinstance(item, list) else [item]
    hits = set()
    for s in slides:
        texts = s["lines"] if where == "slides" else [s["notes"]]
        for t in texts:
            ft = fold(t)
            for a in alts:
                if a == "@email-residue":
                    if "@" in re.sub(EMAILS, "", t):
                        hits.add(s["n"])
                elif a == "emoji":
                    if EMOJI.search(t):
                        hits.add(s["n"])
                elif a.startswith("re:"):
                    if re.search(fold(a[3:], lower=False), ft, re.I):
                        hits.add(s["n"])
                elif fold(a) in ft:
                    hits.add(s["n"])
    return sorted(hits)

SHARED_NOT = ["emoji", "@email-residue", r"re:\b\d{1,2}:\d{2}\b"]

SPEC = {
 "01": dict(max=10,
  must=["Brightwater", "Halden's", ["21 January 2027", "21 Jan 2027"], "Gemma Rowe", "Priya Nandakumar",
        "£1.84M", "£1.91M", "£2.07M", "£2.26M", "£96.5M", "4.2%", "12.4%", "14.6", "11.2",
        "re:kettleby kitchen[^\n]*31%", "Panelview",
        "re:smoky three-bean chilli[^\n]*£3\.75", "re:chicken katsu rice bowl[^\n]*£4\.25",
        "re:lentil & spinach dhal[^\n]*£3\.50", "re:beef rag[uù] pasta bake[^\n]*£4\.00",
        "re:thai green veg curry[^\n]*£3\.75", "re:harissa chickpea stew[^\n]*£3\.50",
        "180 stores", "3 May 2027", ["2 extra facings", "two extra facings"], "60 stores",
        "Feb 2027", "19 Mar", "19 Apr", "3 May", "June 2027",
        "gemma.rowe@brightwaterfoods.example", "07700 900231", "priya.n@northlight.example", "07700 900118"],
  mustnot=["£2.7M", "re:\b2\.7\b", "12 Mar", "26 April", "26 Apr", "3.1%", "waste", "8%", "promo funding", "£3.2M",
           "brightwater_range_mockups", ".png", "Tom Ellery", "Marcus", "Owen's email", "MAX 10", "walls of text",
           "not salesy", "xmas", "lol", "(edited)", "This message was deleted"],
  notesban=["lasagne", "recall"],
  superseded=["£2.7M", "re:\\b2\\.7\\b", "12 Mar", "26 Apr"],
  residue=["Mock-ups attached", "Licence", "Correction:", "Sign-off moved", "Owen Saddler", "Meeting is"],
  notesneed=["re:3\\.1%[^\\n]*verif|verif[^\\n]*3\\.1%", "8% promo"]),
 "02": dict(max=12,
  must=["Orrin Freight", "Halyard Capital", "15 December 2026", "Declan Frost", "Marianne Okafor",
        ["£38.2M", "£38.2 million"], ["£41.7M", "£41.7 million"], ["£46.3M", "£46.3 million"], "forecast", "96.4%",
        r"re:warrington\W+88\W+97\.1%", r"re:wakefield\W+74\W+96\.0%", r"re:bristol\W+50\W+95\.8%",
        "212", r"re:\b12\b[^\n]*electric", r"re:\b40\b[^\n]*electric[^\n]*2028",
        "Dunmore Haulage", "9.1%", ["£1.9M", "£1.9 million"], ["£6.5M", "£6.5 million"], "Daventry", "racking",
        "January 2027", ["March–August 2027", "Mar–Aug 2027", "March to August 2027"], ["September 2027", "Sep 2027"],
        ["November 2027", "Nov 2027"], "15 Dec", "lease", "business case", "March",
        ["marianne.okafor@orrinfreight.example", "marianne.okafor@orrin-freight.example"], "07700 900347"],
  mustnot=["Carlisle", "£45.9M", "45.9", "7.8%", "4.2 years", "payback", "October 2027", "Orin ", "Orin Freight", "Hal yard",
           "Eat bit da", "for cast", "re for cast", "cap ex", "safety", "reportable", "incident", "Twelve slides",
           "stock photos", "WEBVTT", "-->", "00:0", "Recording", "Ravi", "Hannah", "Sunil", "postman", "Dog"],
  residue=["1,000,000", "2020 seven", "2020 eight", "Agenda", "Highlights of the quarter"],
  notesban=["Carlisle", "depot sale", "sale of the"],
  superseded=["45.9", "go live october", "re:go live october"],
  notesneed=["re:7\\.8%", "re:to verify[^\\n]*7\\.8%|7\\.8%[^\\n]*to verify"],
  notessoft=["safety", "reportable", "Eat bit da", "we're recording"]),
 "03": dict(max=12,
  must=["Partner Day 2027", "Growing together", "Nadia Achterberg", "Chief Partner Officer", "4 March 2027",
        "Corn Exchange", "Halbury", "11,800", "78,500",
        "14,200", "22,900", "34,100", "47,300", "61,000",
        r"re:silver\W+10\W+15%\W+email", r"re:gold\W+40\W+25%\W+named partner manager",
        r"re:platinum\W+80\W+30%\W+named manager \+ quarterly review",
        "re:ledgerly[^\n]*40,000", "Partners brought us 78,500 customers",
        "re:q1 2027[^\n]*bulk client onboarding", "re:q2 2027[^\n]*practice dashboard v2",
        "re:q3 2027[^\n]*open api", "re:q4 2027[^\n]*payroll add-on", "Partner of the Year 2026",
        "nadia.achterberg@tallyframe.example", "07700 900604", "partners@tallyframe.example"],
  mustnot=["Partner Day 2026", "Colm", "5 March 2026", "Agenda", "9,400", "NPS", "54", "Setup took an afternoon",
           "bank feeds just work", "20%", r"re:platinum\W+100", "Pricing", "£12", "£26", "£38", "Pellow Fisher", "Truro",
           "Greaves & Moss", "[insert", "bank rules", "mobile receipts", "VAT checker", "multi-entity",
           "drinks reception", "5pm", ".pptx", "Josh", "Brightline", "12 max", "clip art", "confidential", "!"],
  notesban=["price rise", "+8%", "8% from 1 April", "1 April", "January letter", "Setup took an afternoon",
            "bank feeds just work"],
  superseded=["NPS 54", "9,400"],
  notesneed=["NPS 61", "Pellow Fisher", "targets, not promises"]),
 "04": dict(max=8,
  must=["Hollin & Reed Joinery", "Lowther Homes", "Ruth Hollin", "16 February 2027", "1987", r"re:\b23\b[^\n]*staff", "Kendal",
        "£1.62M", "£1.88M", "£2.08M", "£2.31M",
        "260 doorsets a week", "35 staircases a month", "40 wardrobes a month", "4–6 weeks", "6–8 weeks", "5–7 weeks",
        "98.2%", "Fellside Homes", "Brackenridge Developments",
        "Hollin & Reed turn up when they say they will, and the doors hang right first time.", "Gary Thorne",
        "Northgate Timber Systems", "10–12 weeks", "Eden Fields", "212 homes", "June 2027",
        ["3 years", "three-year", "3-year", "three years"],
        "Weeks 1–2", "Weeks 3–6", "Week 7", "FSC", "Timbercert Q-Mark", "FD30", "FD60", "Constructionline Gold",
        "ruth@hollinreed.example", "07700 900562"],
  mustnot=["£2.05M", "£2.6M", "9 February", "£38M", "£285", "price", "Carrick", "retir", "dispute",
           "hollin-reed-workshop-photos.zip", ".zip", "Response ID", "utm_", "Typeform", "Copperleaf",
           "corporate waffle", "8 slides", "hates reading", "not sure who yet", "QS", "Sorry for the long answers"],
  residue=["→", "wait no", "He's fine with his name", "our main point really", "question 10", "Files to upload", "What is the presentation for", "Key numbers you'd like"],
  notesban=["Carrick", "dispute", "retir", "£285", "price"],
  superseded=["£2.05M", "9 February"],
  notesneed=["£2.6M"]),
 "05": dict(max=9,
  must=["Solvane", "Parkgate Retail Estates", "Q3 2026", "9 December 2026", "Farid Haddad", "Bethan Morgan",
        "3,173 MWh", "£398k", "99.2%", "1,214", "1,097", "862",
        r"re:ashby gate\W+520\W+402", r"re:brindley park\W+590\W+455", r"re:castlemere\W+410\W+318",
        r"re:dunholme retail park\W+505\W+391", r"re:ellerby fields\W+360\W+276", r"re:farrowdale\W+445\W+344",
        r"re:greystone park\W+385\W+297", r"re:hatherley cross\W+470\W+362", r"re:irwell quay\W+425\W+328",
        "re:brightfield solar[^\n]*94\.1%", "re:castlemere[^\n]*11-17 aug", "inverter replaced", "re:irwell quay[^\n]*3 weeks",
        "access agreement", "re:jan 2027[^\n]*feasibility", "re:feb 2027[^\n]*cleaning", "Mar 2027", "Apr 2027",
        "battery storage feasibility study", "Brindley Park", "Hatherley Cross", "31 January 2027",
        "farid.haddad@solvane.example", "07700 900781", "bethan.morgan@solvane.example"],
  mustnot=["3,153", "842", "£412k", "640", "tCO2e", "carbon", "meter swap", "PPA rate", "Voltrek", "warranty", "claim",
           "parkgate_q3_generation.xlsx", ".xlsx", "QBR_Q2_2026_final.pdf", "9 slides max", "Powered by Solvane",
           "DECK-412", "Sprint", "Story points", "@Lena", "Lena", "Callum", "via email", "IN PROGRESS", "[x]", "[ ]"],
  residue=["Imogen asked", "*", ".svg", "Priority:", "History:", "Callum Ruddock", "Moving to review", "xlsx"],
  notesban=["Voltrek", "warranty", "claim"],
  superseded=["3,153", "£412k"],
  notesneed=["640 tCO2e"]),
 "06": dict(max=10,
  must=["Bodegas Almendral", "Grupo Hotelero Marisal", "20 de enero de 2027", "Andrés Almendral", "Lucía Ferrer",
        "1964", "Tierras de Valdecea", "120 hectáreas", ["40 personas", "40 empleados"], "vendimia a mano",
        "re:almendral joven[^\n]*6,90 €", "re:almendral crianza[^\n]*11,90 €", "re:almendral reserva[^\n]*18,50 €",
        "re:almendral verdejo[^\n]*7,20 €", "92 puntos", "Guía Vinatea 2026",
        "310.000", "338.000", "365.000", "402.000", ["46 %", "46%"], "48 horas", "72 horas", "formación",
        "22 hoteles", "1 de abril de 2027", "vino de la casa",
        "re:enero 2027[^\n]*cata", "re:febrero 2027[^\n]*(carta|precios)", "re:febrero[^\n]*baleares",
        "re:marzo[^\n]*península", "re:julio 2027[^\n]*revisión",
        "lucia.ferrer@bodegasalmendral.example", "+44 7700 900913"],
  mustnot=["11,40", "11.4", "430.000", "unas 430", "14 países", "exportamos", "12 %", "descuento", "granizo",
           "caída de producción", "PVP", "venta al público", "Pablo", "Estudio Cardo", "Máximo 10 diapositivas",
           "ladrillo", "lee en diagonal", "Un abrazo", "Antes de imprimir", "confidencial", "urgente",
           "Who we are", "Our wines", "Timeline", "The ask", "Thank you", "Contact ", "Agenda", "Next steps"],
  residue=["Portada:", "Ponedlo así", "no lo pongáis", "Eso sí que quiero", "re:\\bAh\\b", "Perdonad"],
  notesban=["granizo", "caída de producción"],
  superseded=["11,40"],
  notesneed=["14 países", "430.000", "12 %"]),
}

def label(it):
    l = " / ".join(it) if isinstance(it, list) else it
    return l.replace("\n", "\\n")

def main():
    out = []
    for build in ("X", "Y"):
        for path in sorted(glob.glob(os.path.join(BASE, build, "*.txt"))):
            key = os.path.basename(path)[:2]
            spec = SPEC[key]
            slides = parse(path)
            out.append(f"=== {build} / {os.path.basename(path)} ===")
            n = len(slides)
            out.append(f"slides: {n} / max {spec['max']}  -> {'OK' if n <= spec['max'] else 'OVER'}")
            ok, missing = 0, []
            for it in spec["must"]:
                h = found(it, slides)
                if h:
                    ok += 1
                else:
                    missing.append(label(it))
            out.append(f"must-appear: {ok}/{len(spec['must'])}")
            for m in missing:
                out.append(f"  MISSING: {m}")
            bad = [(label(it), found(it, slides)) for it in spec["mustnot"] + SHARED_NOT]
            bad = [(l, h) for l, h in bad if h]
            out.append(f"must-not on slides: {len(bad)} item(s)")
            for l, h in bad:
                out.append(f"  ON SLIDE(S) {h}: {l}")
            nb = [(label(it), found(it, slides, 'notes')) for it in spec["notesban"]]
            nb = [(l, h) for l, h in nb if h]
            out.append(f"banned-even-from-notes in notes: {len(nb)} item(s)")
            for l, h in nb:
                out.append(f"  IN NOTES OF SLIDE(S) {h}: {l}")
            if spec.get("residue"):
                rr = [(label(it), found(it, slides)) for it in spec["residue"]]
                rr = [(l, h) for l, h in rr if h]
                out.append(f"extra residue on slides (reviewer's additions, not Part 1): {len(rr)} item(s)")
                for l, h in rr:
                    out.append(f"  ON SLIDE(S) {h}: {l}")
            ss = [(label(it), found(it, slides, 'notes')) for it in spec.get("superseded", [])]
            ss = [(l, h) for l, h in ss if h]
            out.append(f"superseded figure in notes (shared rule): {len(ss)} item(s)")
            for l, h in ss:
                out.append(f"  IN NOTES OF SLIDE(S) {h}: {l}")
            for it in spec.get("notesneed", []):
                h = found(it, slides, 'notes')
                out.append(f"notes should contain (info): {label(it)} -> {'slides ' + str(h) if h else 'ABSENT'}")
            for it in spec.get("notessoft", []):
                h = found(it, slides, 'notes')
                if h:
                    out.append(f"notes soft-ban (info): {label(it)} in notes of {h}")
            out.append("")
    text = "\n".join(out)
    print(text)
    with open(os.path.join(BASE, "_check", "raw_output.txt"), "w", encoding="utf-8") as f:
        f.write(text + "\n")

if __name__ == "__main__":
    main()
