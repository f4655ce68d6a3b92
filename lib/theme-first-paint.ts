// Apart from lib/theme.ts, whose switch runs in the browser: this string is built for the page's
// HTML alone.
import { siteColours } from './site-colours';
import { addChosenColour, themeKey } from './theme';

// In <head> before anything is painted (nothing is chosen yet there); its hash is in each page's
// policy.
export const firstPaintScript = `(function(){var r=document.documentElement,c;try{c=localStorage.getItem(${JSON.stringify(themeKey)})}catch(e){}
if(c==="light"||c==="dark"){r.setAttribute("data-theme",c);(${addChosenColour.toString()})(${JSON.stringify(siteColours)}[c])}
r.setAttribute('data-js','')})()`;
