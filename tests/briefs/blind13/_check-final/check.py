#!/usr/bin/env python3
"""String checks for blind13 decks (X and Y builds) against expectations.md Part 1.

Slide text = slide title + every content field (JSON flattened), EXCLUDING notes and REPLY.
Notes text = speaker notes only.
Matching is case-insensitive. Thin / non-breaking spaces are normalised to plain spaces.
Short tokens / names are matched as whole words (regex \\b). `>` only as a line-start quote marker.
Chart values are also rendered with their unit (unit "£k" -> "£920k", "£" -> "£14,200"),
as a native chart would label them.
"""
import json, re, sys, os

BASE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
I = re.I


def norm(s):
    return re.sub(r"[\u00a0\u202f\u2009]", " ", s)


def flatten(v, out):
    if isinstance(v, str):
        out.append(v)
    elif isinstance(v, (int, float)):
        out.append(str(v))
        if isinstance(v, int) and abs(v) >= 1000:
            out.append(f"{v:,}")
    elif isinstance(v, list):
        for x in v:
            flatten(x, out)
    elif isinstance(v, dict):
        for x in v.values():
            flatten(x, out)


def parse(path):
    slides, reply = [], ""
    cur = None
    for line in open(path, encoding="utf-8").read().splitlines():
        if line.startswith("REPLY:"):
            reply = line
            continue
        m = re.match(r"^## (\d+)\. \[(\w+)\] (.*)$", line)
        if m:
            cur = {"n": int(m.group(1)), "type": m.group(2), "title": m.group(3),
                   "fields": [], "notes": "", "chart": None}
            slides.append(cur)
            continue
        m = re.match(r"^  (\w+): ?(.*)$", line)
        if m and cur is not None:
            key, val = m.group(1), m.group(2)
            if key == "notes":
                cur["notes"] = val
                continue
            try:
                j = json.loads(val)
            except Exception:
                j = val
            parts = []
            flatten(j, parts)
            if key == "chart" and isinstance(j, dict):
                cur["chart"] = j
                unit = j.get("unit", "")
                for s in j.get("series", []):
                    for v in s.get("values", []):
                        if unit == "£k":
                            parts.append(f"£{v}k")
                        elif unit == "£":
                            parts.append(f"£{v:,}")
            cur["fields"].append((key, parts))
    for s in slides:
        txt = [s["title"]]
        for k, parts in s["fields"]:
            txt.extend(parts)
        s["text"] = norm("\n".join(txt))
        s["notes"] = norm(s["notes"])
    return reply, slides


def W(s):
    """literal, whole word at ends that are word characters"""
    e = re.escape(s)
    if re.match(r"\w", s):
        e = r"(?<!\w)" + e
    if re.search(r"\w$", s):
        e = e + r"(?!\w)"
    return e


def NUM(s):
    """number literal allowing comma / space thousands separator, not part of a bigger number"""
    e = re.escape(s).replace(",", "[, ]?")
    return r"(?<![\d.,])" + e + r"(?![\d])(?![.,]\d)"


def find(pat, text):
    return re.search(pat, text, I)


def any_slide(slides, pat):
    return [s["n"] for s in slides if find(pat, s["text"])]


def same_slide(slides, *pats):
    return [s["n"] for s in slides if all(find(p, s["text"]) for p in pats)]


# ----------------------------------------------------------------------------------------------
# Specs. must: list of (label, pattern or callable(slides)->list of slide numbers)
# mustnot: list of (label, pattern, also_notes)
# notes_only: list of (label, pattern, marker_pattern) -> fails on slides; in notes must be marked
# ----------------------------------------------------------------------------------------------
SPEC = {}

SPEC["01-harbourline-marinas-voice-memo"] = dict(
    max=9,
    must=[
        ("Harbourline", W("Harbourline")), ("Fiona Carrick", W("Fiona Carrick")),
        ("Managing Director", W("Managing Director")), ("16 January 2027", W("16 January 2027")),
        ("91%", NUM("91") + r" ?%"), ("86%", NUM("86") + r" ?%"), ("14,200", NUM("14,200")),
        ("48 (new berths)", NUM("48")), ("Kelby Quay", W("Kelby Quay")), ("June 2026", W("June 2026")),
        ("August", W("August")), ("1,108", NUM("1,108")), ("4.6", NUM("4.6")),
        ("wi-fi on the pontoons", r"wi-?fi"), ("showers at Aldwick", r"shower"),
        ("EV charging", W("EV charging")),
        ("79% with Marina Operators Network/UK Coastal Berthing Survey + national average + 2025 (same slide)",
         lambda S: same_slide(S, NUM("79") + r" ?%", r"Marina Operators Network|UK Coastal Berthing Survey",
                              r"national average", NUM("2025"))),
        ("£1.1m", r"£1\.1 ?(m|million)\b"), ("60 berths", W("60 berths")), ("1 April", W("1 April")),
        ("24–25 July", r"\b24(th)?\s*(–|-|and|&|to)\s*25(th)?( of)? July"),
        ("6 November 2027", W("6 November 2027")), ("Saltmere", W("Saltmere")),
        ("Aldwick Point", W("Aldwick Point")),
    ],
    mustnot=[
        ("stakeholder", r"stakeholder", True),
        ("4.5%", NUM("4.5") + r" ?%", True), ("4.5 percent", W("4.5 percent"), True),
        ("berth fee", W("berth fee"), True), ("fee increase", W("fee increase"), True),
        ("price rise", W("price rise"), True),
        ("Pete", W("Pete"), True), ("harbour master", W("harbour master"), True),
        ("12,400", NUM("12,400"), False), ("1,180", NUM("1,180"), False),
        ("17th", W("17th"), False), ("17–18 July", r"\b17\s*[–-]\s*18 July", False),
        ("17 and 18 July", r"\b17(th)? and 18(th)?( of)? July", False),
        ("79 without Network/national label (any slide)", None, False),
        ("Gary", W("Gary"), False), ("Sam", W("Sam"), False), ("VoiceNote", W("VoiceNote"), False),
        ("Recording 0147", W("Recording 0147"), False), ("Auto-transcript", W("Auto-transcript"), False),
        ("End of transcript", W("End of transcript"), False), ("6 min 41 s", W("6 min 41 s"), False),
        ("07700 900417", W("07700 900417"), False),
        ("fiona.carrick@harbourline.example", W("fiona.carrick@harbourline.example"), False),
        ("um", W("um"), False), ("basically", W("basically"), False),
        ("scratch that", W("scratch that"), False), ("no wait", W("no wait"), False),
        ("no sorry", W("no sorry"), False), ("hang on", W("hang on"), False),
        ("bar afterwards", W("bar afterwards"), False), ("eight slides", W("eight slides"), False),
        ("nine max", W("nine max"), False), ("sailors not bankers", W("sailors not bankers"), False),
        ("no jargon", W("no jargon"), False), ("plain English", W("plain English"), False),
        ("don't quote me", r"don['’]t quote me", False), ("in the car", W("in the car"), False),
        ("grant", W("grant"), False),
    ],
    notes_only=[
        ("310,000 / 310k / fuel dock", r"310,000|\b310k\b|fuel dock", r"to verify|not confirmed|unconfirmed"),
    ],
)

SPEC["02-pemberton-hale-proposal-word"] = dict(
    max=10,
    must=[
        ("Website & Content Proposal", r"Website (&|and) Content Proposal"),
        ("Pemberton Hale", W("Pemberton Hale")), ("10 December 2026", W("10 December 2026")),
        ("Northlight Digital", W("Northlight Digital")), ("Ravi Mehta", W("Ravi Mehta")),
        ("Jo Sinclair", W("Jo Sinclair")), ("Leeds", W("Leeds")), ("Sheffield", W("Sheffield")),
        ("2017", NUM("2017")), ("9,800", NUM("9,800")), ("September 2026", W("September 2026")),
        ("0.6%", NUM("0.6") + r" ?%"), ("6.8 (s mobile load)", NUM("6.8")), ("212 (pages)", NUM("212")),
        ("Discovery", W("Discovery")), ("Design", W("Design")), ("Build", W("Build")),
        ("Content & launch", r"Content (&|and) launch"),
        ("Write for clients, not for lawyers", r"Write for clients,? not (for )?lawyers"),
        ("Measure enquiries, not visits", r"Measure enquiries,? not visits"),
        ("a regional law firm", W("a regional law firm")), ("62%", NUM("62") + r" ?%"),
        ("5.9 (s)", NUM("5.9")), ("1.9 (s)", NUM("1.9")), ("nine months", W("nine months")),
        ("16 weeks", W("16 weeks")), ("11 January 2027", W("11 January 2027")),
        ("29 April 2027", W("29 April 2027")),
        ("phase durations 3/4/6 weeks", lambda S: same_slide(S, W("3 weeks"), W("4 weeks"), W("6 weeks"))),
        ("£86,500", r"£86,?500\b"), ("excluding VAT / ex VAT", r"\bex(cluding|\.)? VAT\b"),
        ("£9,500", r"£9,?500\b"), ("£18,000", r"£18,?000\b"), ("£41,000", r"£41,?000\b"),
        ("25% / 50% / 25% payment stages", lambda S: same_slide(S, NUM("25") + r" ?%", NUM("50") + r" ?%")),
        ("Tom Adeyemi", W("Tom Adeyemi")), ("Ellen Price", W("Ellen Price")),
        ("Senior Content Designer", W("Senior Content Designer")),
        ("18 December 2026", W("18 December 2026")), ("six partners", W("six partners")),
    ],
    mustnot=[
        ("Kestrel", W("Kestrel"), True), ("Priya Nair", W("Priya Nair"), True),
        ("York", W("York"), False), ("costs them a fortune", W("costs them a fortune"), False),
        ("£84,000", r"£84,?000", False), ("14 weeks", W("14 weeks"), False), ("16 April", W("16 April"), False),
        ("3 December 2026", W("3 December 2026"), False),
        ("3 December 2026 split across metric value/subtext", None, False),
        ("£3,200", r"£3,?200", True), ("retainer", r"\bretainer", True), ("SEO retainer", W("SEO retainer"), True),
        ("Five phases", W("Five phases"), True), ("SEO phase", W("SEO phase"), True),
        ("Brightside", W("Brightside"), True), ("£72k", r"£72k\b", True), ("72,000", NUM("72,000"), True),
        ("competitor", r"\bcompetitor", True),
        ("[Comment", r"\[Comment", False), ("JS1..RM10 comment tags", r"\b(JS|RM)\d{1,2}\b", False),
        ("Deleted:", r"Deleted:", False), ("Inserted:", r"Inserted:", False), ("Formatted:", r"Formatted:", False),
        ("Moved (insertion)", r"Moved \(insertion\)", False), ("Field Code Changed", W("Field Code Changed"), False),
        ("~~", r"~~", False), ("Page n of 6", r"\bPage \d of 6\b", False), ("DRAFT v0.4", W("DRAFT v0.4"), False),
        ("COMMERCIAL IN CONFIDENCE", W("COMMERCIAL IN CONFIDENCE"), False),
        ("NOT FOR CIRCULATION", W("NOT FOR CIRCULATION"), False),
        ("team_photos_2026.zip", r"team_photos_2026\.zip", False), ("shared drive", W("shared drive"), False),
        ("07700 900236", W("07700 900236"), False), ("4 Wharf Street", W("4 Wharf Street"), False),
        ("rockstar", W("rockstar"), False), ("!", r"!", False),
        ("emoji", r"[\U0001F300-\U0001FAFF\u2600-\u27BF]", False),
        ("Hannah let slip", W("Hannah let slip"), False),
        ("Prepared by: / Prepared for:", r"Prepared (by|for):", False),
    ],
    notes_only=[
        ("37%", NUM("37") + r" ?%", r"to verify|to be confirmed|unconfirmed|tbc"),
        ("40% / roughly 40% of new instructions", NUM("40") + r" ?%", r"to verify|unconfirmed|tbc"),
    ],
)

SPEC["03-lantern-rooms-email-chain"] = dict(
    max=8,
    must=[
        ("The Lantern Rooms", W("The Lantern Rooms")), ("Be a Light", W("Be a Light")),
        ("16 December 2026", W("16 December 2026")), ("Amara Voss", W("Amara Voss")),
        ("1,610", NUM("1,610")), ("2,340", NUM("2,340")), ("£187,200", r"£187,?200\b"), ("74%", NUM("74") + r" ?%"),
        ("1,720 Friend", NUM("1,720")), ("480 Friend Plus", NUM("480")), ("140 Patron", NUM("140")),
        ("in the venue", W("in the venue")), ("e-mail", r"\be-?mail\b"), ("online join page", r"online join page|join page"),
        ("April 2026", W("April 2026")),
        ("3,100 + Corn Exchange Arts Centre + 2025 (same slide)",
         lambda S: same_slide(S, NUM("3,100"), W("Corn Exchange Arts Centre"), NUM("2025"))),
        ("not-like-for-like caveat 1,400 vs 620 (same slide as 3,100)",
         lambda S: same_slide(S, NUM("3,100"), NUM("1,400"), NUM("620"))),
        ("80%", NUM("80") + r" ?%"), ("Young Friends", W("Young Friends")), ("3,000", NUM("3,000")),
        ("31 October 2027", W("31 October 2027")),
    ],
    mustnot=[
        ("ticket pricing", W("ticket pricing"), True), ("discount", r"\bdiscount", True),
        ("10%", NUM("10") + r" ?%", True), ("15%", NUM("15") + r" ?%", True),
        ("Haldane", r"\bHaldane", True), ("£25,000", r"£25,?000", True), ("25k", W("25k"), True),
        ("9 December", W("9 December"), False), ("Wednesday 9", W("Wednesday 9"), False),
        ("Martin", W("Martin"), False), ("2,210", NUM("2,210"), False), ("£187k", r"£187k\b", False),
        ("From:", r"\bFrom:", False), ("Sent:", r"\bSent:", False), ("Subject:", r"\bSubject:", False),
        ("Fwd:", r"\bFwd:", False), ("RE:", r"\bRE:", False), ("wrote:", r"\bwrote:", False),
        (">", r"(?m)^\s*>", False), ("Forwarded message", W("Forwarded message"), False),
        ("Sent from my iPhone", W("Sent from my iPhone"), False),
        ("Registered charity no.", r"Registered charity no", False),
        ("confidential and intended", W("confidential and intended"), False), ("Hi both", W("Hi both"), False),
        ("Thanks", W("Thanks"), False), ("Leah", W("Leah"), False), ("Sam", W("Sam"), False),
        ("Copperleaf", W("Copperleaf"), False), ("07700 900562", W("07700 900562"), False),
        ("07700 900583", W("07700 900583"), False), ("@lanternrooms.example", r"@lanternrooms\.example", False),
        ("12 slides", W("12 slides"), False), ("8 slides", W("8 slides"), False),
        ("first draft by Tuesday", W("first draft by Tuesday"), False), ("clip-art", r"clip-?art", False),
        ("pep talk", W("pep talk"), False),
        ("[deviation] derived growth % e.g. 45%", NUM("45") + r" ?%", False),
    ],
    notes_only=[
        ("£21,450 / Gift Aid", r"£21,?450|Gift Aid", r"to verify|tbc|unconfirmed"),
        ("legacy pledges 11 / 9", r"legacy", r"to verify|tbc|unconfirmed"),
    ],
)

SPEC["04-brightwater-energy-notion"] = dict(
    max=11,
    must=[
        ("Brightwater", W("Brightwater")), ("2026", NUM("2026")), ("23 January 2027", W("23 January 2027")),
        ("Nia Pryce", W("Nia Pryce")), ("Chair", W("Chair")),
        ("Chair's line", r"Thank you for another year of keeping Millbrook['’]s power local"),
        ("1,212 members", NUM("1,212")), ("1,087", NUM("1,087")),
        ("1,769 MWh (or 1,769 under an MWh label on the same slide)",
         lambda S: [s["n"] for s in S if find(NUM("1,769") + r" ?MWh", s["text"])] or same_slide(S, NUM("1,769"), r"MWh")),
        ("£38,400", r"£38,?400\b"), ("17 (local groups)", lambda S: same_slide(S, NUM("17"), r"group")),
        ("table row Ferris Farm 1,500/1,395/1,462", lambda S: same_slide(S, W("Ferris Farm"), NUM("1,500"), NUM("1,395"), NUM("1,462"))),
        ("table row Lowther 250/211/198", lambda S: same_slide(S, W("Lowther"), NUM("250"), NUM("211"), NUM("198"))),
        ("table row Millbrook School 120/104/109", lambda S: same_slide(S, W("Millbrook School"), NUM("120"), NUM("104"), NUM("109"))),
        ("table total 1,870/1,710/1,769", lambda S: same_slide(S, NUM("1,870"), NUM("1,710"), NUM("1,769"))),
        ("equipment fault", W("equipment fault")),
        ("£14,200", r"£14,?200\b"), ("£9,600", r"£9,?600\b"), ("£8,300", r"£8,?300\b"), ("£6,300", r"£6,?300\b"),
        ("Community Energy Network", W("Community Energy Network")),
        ("State of the Sector 2026", W("State of the Sector 2026")), ("640 members", NUM("640")),
        ("1,050 MWh", NUM("1,050") + r" ?MWh"),
        ("Feb 2027 battery storage", lambda S: same_slide(S, r"\bFeb(ruary)? 2027", r"battery")),
        ("Apr 2027 LED lighting", lambda S: same_slide(S, r"\bApr(il)? 2027", r"LED")),
        ("Jun 2027 results", lambda S: same_slide(S, r"\bJune? 2027", r"results")),
        ("Sep 2027 home energy advice", lambda S: same_slide(S, r"\bSep(t|tember)? 2027", r"energy advice")),
        ("volunteer", r"\bvolunteer"), ("two board seats", lambda S: same_slide(S, r"\btwo\b", r"\bboard\b")),
        ("brightwater-energy.example/join", r"brightwater-energy\.example/join"),
    ],
    mustnot=[
        ("share offer", W("share offer"), True), ("£450,000", r"£450,?000", True), ("450k", W("450k"), True),
        ("4% interest", NUM("4") + r" ?% interest", True),
        ("Voltaic", W("Voltaic"), True), ("dispute", r"\bdispute", True), ("installer", r"\binstaller", True),
        ("who pays", W("who pays"), True),
        ("370 / CO₂ avoided / CO2", r"(?<![\d,])370(?!\d)|CO₂ avoided|\bCO2\b", False),
        ("1,221", NUM("1,221"), False), ("health centre", W("health centre"), False),
        ("kWp without 'kilowatts peak'", None, False),
        ("Created by", W("Created by"), False), ("Last edited", W("Last edited"), False),
        ("Status:", r"\bStatus:", False), ("Tags:", r"\bTags:", False), ("Assigned:", r"\bAssigned:", False),
        ("@Nia", r"@Nia\b", False), ("@Tomasz", r"@Tomasz\b", False),
        ("[x] / [ ] checkboxes", r"\[[x ]\]", False), ("▸", r"▸", False), ("(toggle)", r"\(toggle\)", False),
        ("Open questions", W("Open questions"), False), ("Comments (2)", r"Comments \(2\)", False),
        ("|---|", r"\|---\|", False), ("**", r"\*\*", False),
        ("drive.example", r"drive\.example", False), ("accounts-2026-draft", r"accounts-2026-draft", False),
        ("agm-2025-final.pptx / .pptx", r"\.pptx", False), (".pdf", r"\.pdf\b", False),
        ("brand guidelines", W("brand guidelines"), False),
        ("Tomasz", W("Tomasz"), False), ("Bram", W("Bram"), False), ("Fernhill", W("Fernhill"), False),
        ("tomasz.wren@", r"tomasz\.wren@", False), ("07700 900729", W("07700 900729"), False),
        ("12 Jan", W("12 Jan"), False), ("wind turbine", r"wind turbine", False),
        ("emoji", r"[\U0001F300-\U0001FAFF\u2600-\u27BF]", False), ("!!!", r"!!!", False),
        ("leave out", W("leave out"), False),
    ],
    notes_only=[
        ("CO₂ 370 tonnes", r"(?<![\d,])370(?!\d)|CO₂|\bCO2\b", r"to verify|unconfirmed|not confirmed"),
    ],
)

SPEC["05-fromagerie-belcourt-french"] = dict(
    max=10,
    must=[
        ("Bilan 2026 et ambitions 2027", W("Bilan 2026 et ambitions 2027")),
        ("Fromagerie Belcourt", W("Fromagerie Belcourt")), ("19 janvier 2027", W("19 janvier 2027")),
        ("Lyon", W("Lyon")), ("Camille Arnaud", W("Camille Arnaud")), ("Étienne Roux", W("Étienne Roux")),
        ("18,4 M€", r"18,4 ?M€"), ("326", NUM("326")), ("281", NUM("281")), ("64 fermes", NUM("64")),
        ("25 km", W("25 km")),
        ("chart point 142 (T1 2025)", "CHART:142"), ("chart point 158 (T2 2025)", "CHART:158"),
        ("chart point 171 (T3 2025)", "CHART:171"), ("chart point 236 (T4 2025)", "CHART:236"),
        ("chart point 189 (T1 2026)", "CHART:189"), ("chart point 204 (T2 2026)", "CHART:204"),
        ("chart point 223 (T3 2026)", "CHART:223"),
        ("Belgique + 12 crémeries", lambda S: same_slide(S, W("Belgique"), NUM("12"))),
        ("Observatoire des Fromages de Terroir", W("Observatoire des Fromages de Terroir")),
        ("2,1 %", r"2,1 ?%"), ("1,4 %", r"1,4 ?%"),
        ("Belcourt Réserve 30 mois", W("Belcourt Réserve 30 mois")), ("6 avril 2027", W("6 avril 2027")),
        ("15 mars 2027", W("15 mars 2027")), ("4 semaines", W("4 semaines")), ("dégustation", W("dégustation")),
        ("camille.arnaud@belcourt.example", r"camille\.arnaud@belcourt\.example"),
        ("etienne.roux@belcourt.example", r"etienne\.roux@belcourt\.example"),
        ("Merci", W("Merci")),
    ],
    mustnot=[
        ("insights", W("insights"), False), ("key learnings", W("key learnings"), False),
        ("roadmap", W("roadmap"), False), ("Thank you", W("Thank you"), False), ("Agenda", W("Agenda"), False),
        ("Key figures", W("Key figures"), False), ("Next steps", W("Next steps"), False),
        ("Revenue", W("Revenue"), False), ("Quarter", W("Quarter"), False), ("Q1..Q4", r"\bQ[1-4]\b", False),
        ("290 (T4 2026 estimate)", NUM("290"), False), ("T4 2026 point on the chart", None, False),
        ("214", NUM("214"), False),
        ("14 % / export", NUM("14") + r" ?%|\bexport", False),
        ("38,50", NUM("38,50"), True), ("€/kg", r"€/kg", True), ("prix de gros", W("prix de gros"), True),
        ("rappel", r"\brappel", True), ("2603", NUM("2603"), True), ("Vauclair", W("Vauclair"), True),
        ("revendeurs", W("revendeurs"), True),
        ("Objet :", r"Objet ?:", False), ("Bonjour Julien", W("Bonjour Julien"), False), ("Julien", W("Julien"), False),
        ("en vrac", W("en vrac"), False), ("bon week-end", W("bon week-end"), False), ("P.S.", r"\bP\.S\.", False),
        ("😅", r"😅", False), ("vaches", W("vaches"), False), ("07700 900386", W("07700 900386"), False),
        ("25 minutes", W("25 minutes"), False), ("Pas plus de 10 slides", W("Pas plus de 10 slides"), False),
        ("svp", W("svp"), False),
    ],
    notes_only=[
        ("14 % export share", NUM("14") + r" ?%", r"à vérifier"),
        ("290 k€ T4 2026 estimate", NUM("290"), r"estimation|estimé"),
    ],
)

SPEC["06-marlow-finch-preserves-minutes"] = dict(
    max=12,
    must=[
        ("Line 3: investment update and approval request", W("Line 3: investment update and approval request")),
        ("Marlow & Finch", W("Marlow & Finch")), ("10 December 2026", W("10 December 2026")),
        ("Gareth Lyle", W("Gareth Lyle")), ("Operations Director", W("Operations Director")),
        ("95%", NUM("95") + r" ?%"), ("11 weeks", W("11 weeks")),
        ("1.3m jars delayed or turned away", W("1.3m jars delayed or turned away")),
        ("a new national listing", W("a new national listing")), ("March 2027", W("March 2027")),
        ("6,000", NUM("6,000")), ("7,500", NUM("7,500")), ("12,000", NUM("12,000")), ("19,500", NUM("19,500")),
        ("Krönig", W("Krönig")), ("filling and capping", r"filling (and|&) capping"),
        ("labelling and vision inspection", r"labelling (and|&) (vision )?inspection"),
        ("drainage, flooring, power", r"drainage, flooring,? (and )?power"),
        ("96% OEE", NUM("96") + r" ?% OEE"), ("Hollins Foods", W("Hollins Foods")), ("8 weeks", W("8 weeks")),
        ("labelled supplier-reported (same slide as 96%)", lambda S: same_slide(S, NUM("96") + r" ?%", r"supplier")),
        ("OEE spelled out", W("overall equipment effectiveness")),
        ("£1.84m", r"£1\.84 ?m\b"), ("£920k", r"£920k\b"), ("£310k", r"£310k\b"), ("£265k", r"£265k\b"),
        ("£180k", r"£180k\b"), ("£165k", r"£165k\b"), ("£320k committed", r"£320k\b"), ("£1.52m", r"£1\.52 ?m\b"),
        ("Sep–Nov 2026", r"\bSep(tember)?\s*[–-]\s*Nov(ember)? 2026"),
        ("4 Jan – 12 Feb 2027", r"\b4 Jan(uary)?\s*[–-]\s*12 Feb(ruary)? 2027"),
        ("15 Feb – 26 Mar 2027", r"\b15 Feb(ruary)?\s*[–-]\s*26 Mar(ch)? 2027"),
        ("29 Mar – 23 Apr 2027", r"\b29 Mar(ch)?\s*[–-]\s*23 Apr(il)? 2027"),
        ("4 May 2027", W("4 May 2027")),
        ("8 Feb 2027 delivery slot", r"\b8 Feb(ruary)? 2027"), ("penalty clause", W("penalty clause")),
        ("heated enclosure", W("heated enclosure")), ("Krönig engineer 4 weeks", lambda S: same_slide(S, r"Krönig engineer", W("4 weeks"))),
        ("approve release of the remaining £1.52m for Phases 2–5", r"approve (the )?release of the remaining £1\.52 ?m.*Phases 2\s*[–-]\s*5"),
        ("14 December 2026", W("14 December 2026")), ("4 January 2027", W("4 January 2027")),
        ("January 2027 board payback update", lambda S: same_slide(S, W("January 2027"), r"payback")),
    ],
    mustnot=[
        ("Harlow", r"\bHarlow", True), ("22%", NUM("22") + r" ?%", True),
        ("£150k", r"£150k\b", True), ("Growth Fund", W("Growth Fund"), True), ("grant", W("grant"), True),
        ("2028", NUM("2028"), True), ("retire / retired", r"\bretire", True),
        ("3.2 years / payback figure", W("3.2 years"), False), ("19 Mar", W("19 Mar"), False), ("0.8m", W("0.8m"), False),
        ("Action:", r"\bAction:", False), ("Owner:", r"\bOwner:", False), ("Due:", r"\bDue:", False),
        ("(GL", r"\(GL\b", False), ("(HC", r"\(HC\b", False), ("(SM", r"\(SM\b", False), ("(OB", r"\(OB\b", False),
        ("(RA", r"\(RA\b", False), ("Minutes:", r"\bMinutes:", False), ("Apologies", W("Apologies"), False),
        ("Present:", r"\bPresent:", False), ("Distribution", W("Distribution"), False),
        ("Meeting Room 2", W("Meeting Room 2"), False), ("Teams", r"\bTeams\b", False), ("RESTRICTED", W("RESTRICTED"), False),
        ("AOB", W("AOB"), False), ("POST-MEETING CORRECTION", W("POST-MEETING CORRECTION"), False),
        ("Actions summary", W("Actions summary"), False), ("board pack", W("board pack"), False),
        ("Dan Finch", W("Dan Finch"), False), ("Redbank", W("Redbank"), False), ("Owen Blake", W("Owen Blake"), False),
        ("Ruth Ames", W("Ruth Ames"), False), ("ruth.ames@", r"ruth\.ames@", False),
        ("07700 900648", W("07700 900648"), False), ("10 slides", W("10 slides"), False),
        ("12 absolute max", W("12 absolute max"), False), ("numbers, not adjectives", W("numbers, not adjectives"), False),
        ("Crisp", W("Crisp"), False),
        ("[residue, not in list] minute initials GL:/HC:/OB:/SM:", r"\b(GL|HC|OB|SM|RA):", False),
    ],
    notes_only=[
        ("payback 3.2 years", W("3.2 years"), r"to be confirmed|to verify|unconfirmed|tbc"),
    ],
)


def special(brief, label, slides):
    """custom must-not checks (pattern None)"""
    if label.startswith("79 without"):
        hits = []
        for s in slides:
            if find(r"(?<![\d,.])79(?!\d)", s["text"]) and not (
                    find(r"Marina Operators Network|UK Coastal Berthing Survey", s["text"]) and find(r"national average", s["text"])):
                hits.append(s["n"])
        return hits
    if label.startswith("3 December 2026 split"):
        hits = []
        for s in slides:
            for k, parts in s["fields"]:
                if k == "metrics" and find(r"(?m)^3$", "\n".join(parts)) and find(r"December 2026", "\n".join(parts)):
                    hits.append(s["n"])
        return hits
    if label.startswith("kWp without"):
        return [s["n"] for s in slides if find(r"kWp", s["text"]) and not find(r"kilowatts? peak", s["text"])]
    if label.startswith("T4 2026 point"):
        return [s["n"] for s in slides if s["chart"] and any(find(r"T4 2026", c) for c in s["chart"].get("categories", []))]
    return []


def chart_has(slides, v):
    for s in slides:
        if s["chart"]:
            for ser in s["chart"].get("series", []):
                if v in ser.get("values", []):
                    return [s["n"]]
    return []


def run(build, brief):
    path = os.path.join(BASE, build, brief + ".txt")
    reply, slides = parse(path)
    spec = SPEC[brief]
    out = []
    out.append(f"### {build}/{brief}")
    out.append(f"slides: {len(slides)} (max {spec['max']}) {'OK' if len(slides) <= spec['max'] else 'OVER'}")
    out.append("slide list: " + " | ".join(f"{s['n']}.[{s['type']}] {s['title']}" for s in slides))
    present = 0
    miss = []
    lines = []
    for label, pat in spec["must"]:
        if callable(pat):
            hits = pat(slides)
        elif isinstance(pat, str) and pat.startswith("CHART:"):
            hits = chart_has(slides, int(pat[6:]))
        else:
            hits = any_slide(slides, pat)
        if hits:
            present += 1
            lines.append(f"  [+] {label}  (slides {hits})")
        else:
            miss.append(label)
            lines.append(f"  [-] {label}")
    out.append(f"MUST-APPEAR: {present}/{len(spec['must'])}")
    out.extend(lines)
    out.append("MUST-NOT on slides:")
    nfound = 0
    for label, pat, also in spec["mustnot"]:
        hits = special(brief, label, slides) if pat is None else any_slide(slides, pat)
        if hits:
            nfound += 1
            snippet = ""
            if pat:
                s = next(x for x in slides if x["n"] == hits[0])
                m = find(pat, s["text"])
                a = max(0, m.start() - 30)
                snippet = " …" + s["text"][a:m.end() + 30].replace("\n", " / ") + "…"
            out.append(f"  [X] {label}  (slides {hits}){snippet}")
    official = nfound - sum(1 for l in out if l.startswith("  [X] [") )
    for label, pat, marker in spec["notes_only"]:
        hits = any_slide(slides, pat)
        dup = any(p2 == pat for _, p2, _ in spec["mustnot"])
        if hits:
            nfound += 1
            if not dup:
                official += 1
            out.append(f"  [X] notes-only item on slide: {label}  (slides {hits})")
    if nfound == 0:
        out.append("  none")
    out.append(f"  => distinct official must-not items on slides: {official} (lines starting '[' are extra residue/deviation notes, not counted; a notes-only item duplicating a must-not pattern is counted once)")
    out.append("BANNED-ALSO-FROM-NOTES found in notes:")
    nn = 0
    for label, pat, also in spec["mustnot"]:
        if also and pat:
            hits = [s["n"] for s in slides if find(pat, s["notes"])]
            if hits:
                nn += 1
                s = next(x for x in slides if x["n"] == hits[0])
                m = find(pat, s["notes"])
                a = max(0, m.start() - 40)
                out.append(f"  [X] {label}  (notes of slides {hits}) …{s['notes'][a:m.end() + 40]}…")
    if nn == 0:
        out.append("  none")
    out.append("NOTES-ONLY items as found in notes (need a to-verify/estimation marker):")
    for label, pat, marker in spec["notes_only"]:
        hits = [s["n"] for s in slides if find(pat, s["notes"])]
        if not hits:
            out.append(f"  {label}: not in notes")
        for h in hits:
            s = next(x for x in slides if x["n"] == h)
            m = find(pat, s["notes"])
            ctx = s["notes"][max(0, m.start() - 80):m.end() + 60]
            out.append(f"  {label}: notes of slide {h}, marker {'present' if find(marker, s['notes']) else 'ABSENT'}: …{ctx}…")
    out.append("")
    return "\n".join(out), dict(slides=len(slides), max=spec["max"], present=present, total=len(spec["must"]),
                                mustnot=official, notes_banned=nn)


if __name__ == "__main__":
    briefs = sorted(SPEC)
    summary = []
    for brief in briefs:
        for build in ("X", "Y"):
            text, res = run(build, brief)
            print(text)
            summary.append((build, brief, res))
    print("SUMMARY")
    print("build | brief | slides/max | must-appear | distinct must-not items on slides | banned-in-notes (labels)")
    for build, brief, r in summary:
        print(f"{build} | {brief} | {r['slides']}/{r['max']} | {r['present']}/{r['total']} | {r['mustnot']} | {r['notes_banned']}")
