import jschardet from 'jschardet';
import iconv from 'iconv-lite';
const ru = 'Многое из включенного в это введение материала исходит из австрийского введения в LaTeX, написанного на немецком языке.';
const samples = {
  latin1: Buffer.from('Crème brûlée à São Paulo, 15 °C, déjà vu', 'latin1'),
  cp1252: Buffer.from([0x80, 0x35, 0x20, 0x93, 0x6f, 0x6b, 0x94]),
  resume: Buffer.from('<h1>Résumé</h1><p>Été</p>', 'latin1'),
  cp866: iconv.encode(ru, 'cp866'), cp1251: iconv.encode(ru, 'win1251'), koi8: iconv.encode(ru, 'koi8-r'),
  sjis: iconv.encode('この冊子はフリーです。再配布することも修正することもできます。', 'shift_jis'),
  gbk: iconv.encode('这是一个测试文档，用于检查中文编码的识别是否正确。', 'gbk'),
  heb: iconv.encode('זהו מסמך בדיקה בעברית כדי לבדוק זיהוי קידוד', 'win1255'),
  ar: iconv.encode('هذا المستند يدعم الكتابة باللغة العربية بواسطة', 'win1256'),
};
for (const [k, b] of Object.entries(samples)) console.log(k, JSON.stringify(jschardet.detectAll(b).slice(0,3)));
