// The pre-rendered public pages carry no app bundle; this is their only script. It scales each
// 1920×1080 hero slide to its box, as app/pages/Landing.tsx's HeroSlide does in the app.
(() => {
  const scale = (box) => box.style.setProperty('--slide-scale', String(box.clientWidth / 1920));
  const boxes = document.querySelectorAll('[data-fit-slide]');
  const observer = new ResizeObserver((entries) => {
    for (const entry of entries) scale(entry.target);
  });
  for (const box of boxes) {
    scale(box);
    observer.observe(box);
  }
})();
