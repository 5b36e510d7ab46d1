import { describe, expect, test } from 'vitest';
import { draftText } from '../../../../tests/briefs/briefFile';
import { plainMime } from './mimeMessage';

/**
 * A mail pasted as its raw source (Gmail's "Show original", Outlook's or Thunderbird's "View
 * source"): read as a person reads the mail. Samples written for these tests: the headers and MIME
 * structure as Gmail, Outlook and Thunderbird write them, the bodies encoded by hand.
 */
type Deck = ReturnType<typeof draftText>;
const everything = (d: Deck) => JSON.stringify(d.slides);

/** Gmail: multipart/mixed of a multipart/alternative (plain and HTML, quoted-printable UTF-8) and a PDF. */
const GMAIL = `Hi, here's the raw mail from the client (the body came out garbled when I copied it normally):

Delivered-To: sam@decksmith.example
Received: by 2002:a05:6400:1234:b0:2a1:abcd:ef01 with SMTP id x12csp123456;
        Tue, 9 Mar 2027 02:14:07 -0800 (PST)
X-Google-Smtp-Source: AGHT+IFq3r8hZs0c9XvLmE2pKQ==
X-Received: by 2002:a17:906:4f8d:b0:a44:1fcf with SMTP id o13mr1234567ejf.12.1709979247000;
        Tue, 09 Mar 2027 02:14:07 -0800 (PST)
ARC-Seal: i=1; a=rsa-sha256; t=1709979247; cv=none;
        d=google.com; s=arc-20160816;
        b=Zx9KcL0Pq2wTn4YhVb7s==
Return-Path: <anna@harbourline.example>
Authentication-Results: mx.google.com;
       dkim=pass header.i=@harbourline.example header.s=20230601;
       spf=pass (google.com: domain of anna@harbourline.example designates 209.85.220.41 as permitted sender)
DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed;
        d=harbourline.example; s=20230601;
        h=to:subject:message-id:date:from:mime-version:from:to:cc:subject;
        bh=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=;
        b=kX0aB3cD4eF5gH6iJ7kL8mN9oP==
MIME-Version: 1.0
From: =?UTF-8?Q?Anna_W=C3=B3jcik?= <anna@harbourline.example>
Date: Tue, 9 Mar 2027 10:13:55 +0000
Message-ID: <CAF3x+Yk2q9vP0aZ@mail.gmail.com>
Subject: =?UTF-8?Q?Harbourline_Ferries_=E2=80=93_spring_board_deck?=
To: Sam Patel <sam@decksmith.example>
Cc: "Chen, Wei" <wei.chen@harbourline.example>
Content-Type: multipart/mixed; boundary="000000000000f1e2d3c4b5a69788"

--000000000000f1e2d3c4b5a69788
Content-Type: multipart/alternative; boundary="000000000000a1b2c3d4e5f60718"

--000000000000a1b2c3d4e5f60718
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: quoted-printable

Hi Sam,

Here=E2=80=99s the brief for Harbourline Ferries=E2=80=99 spring board deck=
. We=E2=80=99d like a first draft by Friday 12 March.

THE YEAR: revenue was =C2=A34.2m, up from =C2=A33.6m =E2=80=94 a 17% rise. =
Passengers carried: 1.3 million. On-time departures: 94%.

THE DUBLIN ROUTE: our new route to Dublin opens on 3 May =E2=80=93 fares fr=
om =C2=A329. We expect 120,000 passengers in its first year.

For our Gulf partners, one slide in Arabic: =D8=B1=D8=AD=D9=84=D8=A7=D8=AA =
=D8=A7=D9=84=D8=B1=D8=A8=D9=8A=D8=B9 =D8=A5=D9=84=D9=89 =D8=AF=D8=A8=D9=84=
=D9=86
And one for our Shanghai agents: =E6=98=A5=E5=AD=A3=E8=88=AA=E7=BA=BF=E8=AE=
=A1=E5=88=92

NEXT STEPS: approve the fares, hire 12 crew, launch the campaign in April.

Thanks,
--=20
Anna W=C3=B3jcik
Head of Marketing, Harbourline Ferries

--000000000000a1b2c3d4e5f60718
Content-Type: text/html; charset="UTF-8"
Content-Transfer-Encoding: quoted-printable

<div dir=3D"ltr"><div>Hi Sam,</div><div><br></div><div>Here=E2=80=99s the b=
rief for Harbourline Ferries=E2=80=99 spring board deck.</div><div><br></div=
><div>THE YEAR: revenue was =C2=A34.2m, up from =C2=A33.6m =E2=80=94 a 17% =
rise.</div><div><br></div><div>Thanks,</div><div>Anna</div></div>

--000000000000a1b2c3d4e5f60718--
--000000000000f1e2d3c4b5a69788
Content-Type: application/pdf; name="Harbourline fleet plan.pdf"
Content-Disposition: attachment; filename="Harbourline fleet plan.pdf"
Content-Transfer-Encoding: base64
Content-ID: <f_lt1x2y3z0>
X-Attachment-Id: f_lt1x2y3z0

JVBERi0xLjQKJSBmYWtlIGZsZWV0IHBsYW4gZm9yIHRlc3RzCjEgMCBvYmogPDwgL1R5cGUgL0Nh
dGFsb2cgPj4gZW5kb2JqCg==
--000000000000f1e2d3c4b5a69788--
`;

/** Outlook: CRLF line ends, base64 plain text, a Base64 encoded-word subject and attachment name. */
const OUTLOOK = [
  'Received: from AM9PR01MB1234.eurprd01.prod.outlook.com (2603:10a6:20b:1::1) by',
  ' DB9PR01MB5678.eurprd01.prod.outlook.com with HTTPS; Mon, 1 Feb 2027 09:30:12 +0000',
  'From: Priya Shah <priya@northgate-library.example>',
  'To: "sam@decksmith.example" <sam@decksmith.example>',
  'Subject: =?utf-8?B?Tm9ydGhnYXRlIOKAkyBhcHBlYWwgZmlndXJlcw==?=',
  'Thread-Topic: =?utf-8?B?Tm9ydGhnYXRlIOKAkyBhcHBlYWwgZmlndXJlcw==?=',
  'Date: Mon, 1 Feb 2027 09:30:10 +0000',
  'Message-ID: <AM9PR01MB1234ABCD@AM9PR01MB1234.eurprd01.prod.outlook.com>',
  'Accept-Language: en-GB, en-US',
  'X-MS-Has-Attach: yes',
  'X-MS-TNEF-Correlator:',
  'Content-Type: multipart/mixed;',
  '\tboundary="_004_AM9PR01MB1234ABCD_"',
  'MIME-Version: 1.0',
  '',
  '--_004_AM9PR01MB1234ABCD_',
  'Content-Type: text/plain; charset="utf-8"',
  'Content-Transfer-Encoding: base64',
  '',
  'RGVhciBTYW0sCgpQbGVhc2UgZmluZCBhdHRhY2hlZCB0aGUgZmlndXJlcyBmb3IgdGhlIE5vcnRo',
  'Z2F0ZSBMaWJyYXJ5IGFwcGVhbCBkZWNrLgoKRnVuZHMgcmFpc2VkIHNvIGZhcjogwqMxODIsMDAw',
  'IG9mIGEgwqMyNTAsMDAwIHRhcmdldCDigJMgNzMlLgpWb2x1bnRlZXJzOiAzNDAuClRoZSBuZXcg',
  'cmVhZGluZyByb29tIG9wZW5zIGluIFNlcHRlbWJlci4KCktpbmQgcmVnYXJkcywKUHJpeWEgU2hh',
  'aAo=',
  '',
  '--_004_AM9PR01MB1234ABCD_',
  'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet;',
  '\tname="=?utf-8?B?Q2Fmw6kgcGxhbiDigJMgMjAyNy54bHN4?="',
  'Content-Description: =?utf-8?B?Q2Fmw6kgcGxhbiDigJMgMjAyNy54bHN4?=',
  'Content-Disposition: attachment;',
  '\tfilename="=?utf-8?B?Q2Fmw6kgcGxhbiDigJMgMjAyNy54bHN4?="; size=18234',
  'Content-Transfer-Encoding: base64',
  '',
  'UEsDBBQABgAIAAAAIQBi7p1oXgEAAJAEAAATAAgCW0NvbnRlbnRfVHlwZXNdLnhtbCCiBAIooAAC',
  '',
  '--_004_AM9PR01MB1234ABCD_--',
  '',
].join('\r\n');

/** Thunderbird: one text/plain part in ISO-8859-1, quoted-printable, and a Latin-1 encoded-word subject. */
const THUNDERBIRD = `Return-Path: <helene@musee-lumiere.example>
Message-ID: <4b2e9c1a-77aa-4c1e@musee-lumiere.example>
Date: Thu, 4 Feb 2027 16:02:11 +0100
MIME-Version: 1.0
User-Agent: Mozilla Thunderbird
Content-Language: fr
To: Sam Patel <sam@decksmith.example>
From: =?ISO-8859-1?Q?H=E9l=E8ne_Martin?= <helene@musee-lumiere.example>
Subject: =?iso-8859-1?q?Pr=E9sentation_pour_le_conseil?=
Content-Type: text/plain; charset=ISO-8859-1; format=flowed
Content-Transfer-Encoding: quoted-printable

Bonjour Sam,

Le caf=E9 du mus=E9e a vendu 12 400 repas en 2026, soit =A338.000 de recett=
es.
Nous voulons une pr=E9sentation pour le conseil.

=C0 bient=F4t,
H=E9l=E8ne
`;

/** An HTML-only mail (Outlook's Word HTML): styles and conditional comments, entities, a list, a table. */
const HTML_ONLY = `Received: from mail.oakfield.example by mx.decksmith.example; Fri, 5 Feb 2027 11:00:00 +0000
From: Tom Reid <tom@oakfield.example>
To: sam@decksmith.example
Subject: Oakfield School fundraising deck
Date: Fri, 5 Feb 2027 11:00:00 +0000
MIME-Version: 1.0
Content-Type: text/html; charset="windows-1252"
Content-Transfer-Encoding: quoted-printable

<html><head><meta http-equiv=3D"Content-Type" content=3D"text/html; charset=3D=
windows-1252"><title>Brief</title><style><!--
p.MsoNormal {margin:0cm; font-family:"Calibri",sans-serif;}
--></style><!--[if gte mso 9]><xml><o:shapedefaults v:ext=3D"edit" /></xml><![endif]--></head>
<body lang=3D"EN-GB"><div class=3D"WordSection1">
<p class=3DMsoNormal>Hi Sam,<o:p></o:p></p>
<p class=3DMsoNormal>It=92s for the new sports hall: we need &pound;1.2m &#8211; we have =800.9m.<br>
Pupils: 640 &amp; staff: 58.<o:p></o:p></p>
<ul><li>Phase 1: changing rooms</li><li>Phase 2: the hall itself</li></ul>
<table><tr><td>2025</td><td>&pound;300k</td></tr><tr><td>2026</td><td>&pound;500k</td></tr></table>
<p class=3DMsoNormal>Tom&nbsp;Reid<o:p></o:p></p>
</div></body></html>
`;

describe('a mail pasted as its raw source', () => {
  test('Gmail: the text before stays, the headers a reader sees are decoded, the rest are gone', () => {
    const read = plainMime(GMAIL);
    expect(read.startsWith("Hi, here's the raw mail from the client (the body came out garbled")).toBe(true);
    expect(read).toContain(
      [
        'From: Anna Wójcik <anna@harbourline.example>',
        'To: Sam Patel <sam@decksmith.example>',
        'Cc: "Chen, Wei" <wei.chen@harbourline.example>',
        'Subject: Harbourline Ferries – spring board deck',
        'Date: Tue, 9 Mar 2027 10:13:55 +0000',
        '',
        'Hi Sam,',
      ].join('\n'),
    );
    for (const gone of [
      'Received',
      'DKIM',
      'ARC-Seal',
      'X-Google',
      'Return-Path',
      'Authentication-Results',
      'Message-ID',
      'MIME-Version',
      'Content-',
      'boundary',
      '000000000000',
      'JVBERi0',
      '=E2',
      '=C2',
      '=\n',
    ])
      expect(read).not.toContain(gone);
  });

  test('Gmail: the quoted-printable body is read as UTF-8, soft line breaks joined even inside a character', () => {
    const read = plainMime(GMAIL);
    expect(read).toContain('Here’s the brief for Harbourline Ferries’ spring board deck. We’d like');
    expect(read).toContain('revenue was £4.2m, up from £3.6m — a 17% rise. Passengers carried');
    expect(read).toContain('opens on 3 May – fares from £29.');
    expect(read).toContain('one slide in Arabic: رحلات الربيع إلى دبلن\n');
    expect(read).toContain('Shanghai agents: 春季航线计划\n');
    // The signature's separator is the body's own line; the HTML duplicate is not read as well.
    expect(read).toContain('Thanks,\n-- \nAnna Wójcik\nHead of Marketing, Harbourline Ferries');
    expect(read.split('£4.2m')).toHaveLength(2);
    expect(read.trimEnd().endsWith('Attachment: Harbourline fleet plan.pdf')).toBe(true);
  });

  test('Outlook: CRLF, a base64 plain part, encoded-word subject and attachment name', () => {
    const read = plainMime(OUTLOOK);
    expect(read).toBe(
      [
        'From: Priya Shah <priya@northgate-library.example>',
        'To: sam@decksmith.example <sam@decksmith.example>',
        'Subject: Northgate – appeal figures',
        'Date: Mon, 1 Feb 2027 09:30:10 +0000',
        '',
        'Dear Sam,',
        '',
        'Please find attached the figures for the Northgate Library appeal deck.',
        '',
        'Funds raised so far: £182,000 of a £250,000 target – 73%.',
        'Volunteers: 340.',
        'The new reading room opens in September.',
        '',
        'Kind regards,',
        'Priya Shah',
        '',
        'Attachment: Café plan – 2027.xlsx',
      ].join('\n'),
    );
  });

  test('Thunderbird: an ISO-8859-1 quoted-printable part and Latin-1 encoded words', () => {
    const read = plainMime(THUNDERBIRD);
    expect(read).toContain('From: Hélène Martin <helene@musee-lumiere.example>');
    expect(read).toContain('Subject: Présentation pour le conseil');
    expect(read).toContain('Le café du musée a vendu 12 400 repas en 2026, soit £38.000 de recettes.\n');
    expect(read).toContain('À bientôt,\nHélène');
    expect(read).not.toMatch(/User-Agent|Content-Language|format=flowed/);
  });

  test('Gmail’s "Show original" page copied whole: its summary and checks above the source go too', () => {
    const page = [
      'Original Message',
      'Message ID\t<4b2e9c1a-77aa-4c1e@musee-lumiere.example>',
      'Created at:\tThu, Feb 4, 2027 at 4:02 PM (Delivered after 2 seconds)',
      'From:\tHélène Martin <helene@musee-lumiere.example>',
      'To:\tSam Patel <sam@decksmith.example>',
      'Subject:\tPrésentation pour le conseil',
      'SPF:\tPASS with IP 209.85.220.41 Learn more',
      "DKIM:\t'PASS' with domain musee-lumiere.example Learn more",
      "DMARC:\t'PASS' Learn more",
      'Download Original\tCopy to clipboard',
      THUNDERBIRD,
    ].join('\n');
    const read = plainMime(page);
    expect(read.startsWith('From: Hélène Martin <helene@musee-lumiere.example>\nTo: Sam Patel')).toBe(true);
    expect(read).not.toMatch(/Original|Created at|SPF|DKIM|DMARC|PASS/);
    expect(read).toContain('soit £38.000 de recettes.');
  });

  test('an HTML-only part in windows-1252: its text, blocks on lines, list items, entities', () => {
    const read = plainMime(HTML_ONLY);
    expect(read).toBe(
      [
        'From: Tom Reid <tom@oakfield.example>',
        'To: sam@decksmith.example',
        'Subject: Oakfield School fundraising deck',
        'Date: Fri, 5 Feb 2027 11:00:00 +0000',
        '',
        'Hi Sam,',
        'It’s for the new sports hall: we need £1.2m – we have €0.9m.',
        'Pupils: 640 & staff: 58.',
        '- Phase 1: changing rooms',
        '- Phase 2: the hall itself',
        '2025 £300k',
        '2026 £500k',
        'Tom Reid',
      ].join('\n'),
    );
  });

  test('encoded words: adjacent ones join without their space, even with a character split between them', () => {
    const mail = (subject: string) =>
      plainMime(
        `From: a@b.example\nSubject: ${subject}\nMIME-Version: 1.0\nContent-Type: text/plain\n\nHello`,
      );
    expect(mail('=?utf-8?b?5Lit?= =?utf-8?b?5paH?= slides')).toContain('Subject: 中文 slides');
    expect(mail('=?utf-8?q?W=C3?=\n =?utf-8?q?=B3jcik?= deck')).toContain('Subject: Wójcik deck');
    expect(mail('Plan =?utf-8?b?4oCT?= 2027')).toContain('Subject: Plan – 2027');
    expect(mail('=?iso-8859-1?q?=A3?=5m =?windows-1252?q?=80?=3m')).toContain('Subject: £5m €3m');
  });

  test('a nested message (a forwarded mail) is read as a mail too; a part without headers is plain text', () => {
    const read = plainMime(
      [
        'From: Sam <sam@decksmith.example>',
        'Subject: Fwd: brief',
        'MIME-Version: 1.0',
        'Content-Type: multipart/mixed; boundary=outer',
        '',
        'This is a multi-part message in MIME format.',
        '--outer',
        '',
        'See below.',
        '--outer',
        'Content-Type: message/rfc822',
        '',
        'From: Jo <jo@client.example>',
        'Subject: =?utf-8?q?The_brief_=E2=80=94_v2?=',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: quoted-printable',
        '',
        'Budget: =C2=A312k.',
        '--outer--',
        'epilogue',
      ].join('\n'),
    );
    expect(read).toBe(
      'From: Sam <sam@decksmith.example>\nSubject: Fwd: brief\n\nSee below.\n\n' +
        'From: Jo <jo@client.example>\nSubject: The brief — v2\n\nBudget: £12k.',
    );
  });

  test('a body pasted without its headers still has its quoted-printable undone', () => {
    expect(plainMime('Revenue =C2=A34.2m =E2=80=94 up 17% on last ye=\nar.')).toBe(
      'Revenue £4.2m — up 17% on last year.',
    );
  });
});

describe('an ordinary brief is as it was', () => {
  test.each([
    [
      'a forwarded mail’s header lines',
      'From: Anna Wójcik\nTo: Sam\nSubject: Spring deck\nDate: 9 March\n\nRevenue £4.2m.',
    ],
    ['equals signs', 'ROI = revenue / cost =\nx=20 and y=3D are the variables; a=E2 b=C2.'],
    [
      'a web request’s headers',
      'The API answers with:\nContent-Type: application/json\nDate: Tue, 9 Mar 2027\nCache-Control: no-store\n\nPlease explain.',
    ],
    ['a mention of MIME', 'Slide on MIME-Version: 1.0 and Content-Type: text/plain for the dev team.'],
    ['an encoded word in prose', 'Why does the subject show =?utf-8?q?W=C3=B3jcik?= in Outlook?'],
  ])('%s', (_, brief) => {
    expect(plainMime(brief)).toBe(brief);
  });
});

describe('a raw mail drafted end to end', () => {
  test('its slides have the mail’s figures and none of its machinery', () => {
    const d = draftText(plainMime(GMAIL));
    const slides = everything(d);
    for (const gone of ['=E2', '=C2', 'Content-Type', 'DKIM', 'boundary', 'quoted-printable', 'Received'])
      expect(slides).not.toContain(gone);
    expect(slides).toContain('£4.2m');
  });
});
