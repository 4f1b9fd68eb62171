// The public pages' only styles, inline (no request for a stylesheet, no web fonts): readable on a 375 px phone
// without sideways scrolling, with text at 4.5:1 or better against its background (axe's colour-contrast rule).
// Market green and the page background are the web app's (apps/web/build/service-worker.ts).
export const BASE_CSS = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:#fbfcfa;color:#1b1f1c;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;overflow-wrap:anywhere}
main{max-width:44rem;margin:0 auto;padding:1rem}
h1{font-size:1.75rem;line-height:1.2;margin:.5rem 0;color:#1f5132}
h2{font-size:1.2rem;margin:1.75rem 0 .5rem;color:#1f5132}
h3{font-size:1.05rem;margin:0}
p{margin:.25rem 0}
ul{margin:0;padding-left:1.25rem}
a{color:#1f5132;text-decoration:underline}
a:focus-visible{outline:3px solid #b45309;outline-offset:2px}
.muted{color:#4b5450}
.lang{text-align:right;font-size:.9rem;margin:0 0 .25rem}
.lang [aria-current]{font-weight:600;text-decoration:none}
`;

export const MARKET_PAGE_CSS = `${BASE_CSS}
header{border-bottom:4px solid #1f5132;padding-bottom:.75rem}
.when{font-size:1.1rem;font-weight:600}
.rules{white-space:pre-line}
.days li,.tokens li{margin:.15rem 0}
.vendors{list-style:none;padding:0}
.vendor{background:#fff;border:1px solid #d5dbd7;border-radius:.5rem;padding:.75rem;margin:.75rem 0}
.vendor ul{margin-top:.35rem}
.badge{display:inline-block;font-size:.8rem;font-weight:600;color:#1f5132;background:#e6f0e9;border-radius:1rem;padding:0 .5rem}
footer{margin:2rem 0 1rem;font-size:.9rem}
`;
