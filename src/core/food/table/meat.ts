/**
 * Meat and poultry, raw unless the name says cooked; a piece is its edible part (no bone).
 * Values per 100 g; see docs/food-data.md.
 */
import { defineFoods } from "./define-foods.ts";

// biome-ignore format: one food per line reads better packed
export const poultry = defineFoods("meat-fish", [
  ["chicken breast", "chicken breasts, boneless skinless chicken breast, skinless chicken breast, boneless chicken breast, chicken breast fillet, chicken breast halves, chicken breast half, skinless boneless chicken breast, chicken fillet, chicken tenderloins, chicken tenders, chicken mini fillets", 120, 22.5, 2.62, 0, { each: 175, small: 130, large: 250 }],
  ["chicken thigh", "chicken thighs, bone-in chicken thigh, skin-on chicken thigh, bone-in skin-on chicken thighs, chicken thigh pieces", 221, 16.52, 16.61, 0, { each: 110 }],
  ["boneless chicken thigh", "boneless skinless chicken thigh, skinless chicken thigh, skinless boneless chicken thigh, chicken thigh fillet, boneless chicken thighs, chicken thigh meat", 121, 19.66, 4.12, 0, { each: 100 }],
  ["chicken drumstick", "drumstick, chicken drumsticks, drumsticks", 161, 18.08, 9.2, 0, { each: 80 }],
  ["chicken leg", "chicken legs, chicken leg quarter, chicken leg quarters, chicken marylands, whole chicken legs", 187, 18.15, 12.12, 0, { each: 220 }],
  ["chicken wing", "chicken wings, wings, chicken wingettes, party wings", 222, 18.33, 15.97, 0, { each: 45 }],
  ["chicken", "whole chicken, roasting chicken, free-range chicken, chicken pieces, chicken parts, spatchcock chicken, poussin, chicken carcass, boiler chicken", 215, 18.6, 15.06, 0, { each: 1100, edible: 0.7 }],
  ["cooked chicken", "shredded chicken, rotisserie chicken, leftover chicken, roast chicken, cooked chicken breast, shredded cooked chicken, diced cooked chicken, cooked shredded chicken, leftover roast chicken, chopped cooked chicken, poached chicken", 190, 28.93, 7.41, 0, { ml: 0.59 }],
  ["ground chicken", "chicken mince, minced chicken", 143, 17.44, 8.1, 0.04, { ml: 0.96 }],
  ["chicken livers", "chicken liver, livers", 119, 16.92, 4.83, 0.73, { each: 30 }],
  ["turkey breast", "turkey breast fillet, turkey steaks, turkey breast steaks, turkey cutlets, turkey escalopes, turkey tenderloin", 114, 23.66, 1.48, 0.14, { each: 150 }],
  ["turkey", "whole turkey, turkey crown, turkey legs, turkey thigh, turkey meat", 160, 19.54, 8.02, 0.14, { each: 5000, edible: 0.7 }],
  ["ground turkey", "turkey mince, minced turkey, lean ground turkey", 148, 17.5, 8.26, 0, { ml: 0.96 }],
  ["duck breast", "duck breasts, magret, duck breast fillets", 123, 19.85, 4.25, 0.94, { each: 200, note: "Meat without skin: recipes render the skin and pour off most of its fat." }],
  ["duck", "whole duck, duck legs, duck leg, duck confit", 404, 11.49, 39.34, 0, { each: 900, edible: 0.6 }],
  ["quail", "quails, whole quail", 192, 19.63, 12.05, 0, { each: 100 }],
], { flags: "meat" });

// biome-ignore format: one food per line reads better packed
export const redMeat = defineFoods("meat-fish", [
  ["ground beef", "beef mince, minced beef, mince, hamburger meat, ground chuck, minced meat, ground meat, ground beef chuck", 254, 17.17, 20, 0, { ml: 0.96 }],
  ["beef", "beef meat", 180, 19, 11.5, 0, { ml: 0.6, note: "Beef of no named cut: stewing beef's values." }],
  ["lean ground beef", "lean beef mince, extra lean ground beef, lean minced beef, extra-lean beef mince, lean mince, ground sirloin, ground round", 176, 20, 10, 0, { ml: 0.96 }],
  ["sirloin steak", "steak, sirloin steaks, beef steak, strip steak, new york strip, rump steak, top sirloin, porterhouse, t-bone steak, minute steak, frying steak, beef steaks", 180, 20.8, 10.5, 0, { each: 225 }],
  ["ribeye steak", "rib-eye steak, ribeye, rib eye, rib steak, prime rib, rib of beef, beef rib roast, standing rib roast", 250, 19, 19, 0, { each: 300 }],
  ["beef tenderloin", "fillet steak, beef fillet, filet mignon, tenderloin steak, fillet of beef", 190, 20.1, 12, 0, { each: 200 }],
  ["flank steak", "skirt steak, flank, bavette, hanger steak, onglet, flat iron steak", 155, 21.22, 7.17, 0, { each: 450 }],
  ["stewing beef", "beef chuck, chuck steak, chuck roast, braising steak, stew meat, diced beef, casserole beef, beef shin, beef cheeks, braising beef, beef stew meat, shin of beef, topside, silverside, beef roast, pot roast, beef round", 180, 19, 11.5, 0, { ml: 0.6 }],
  ["beef brisket", "brisket, point-cut brisket, flat-cut brisket", 246, 18.4, 19.2, 0],
  ["short ribs", "beef short ribs, bone-in short ribs, boneless short ribs, beef ribs, jacob's ladder", 388, 14.4, 36.2, 0, { each: 250, edible: 0.7 }],
  ["veal", "veal escalopes, veal cutlets, veal mince, ground veal, veal shoulder, veal chops, osso buco, veal shanks", 144, 19.35, 6.77, 0, { each: 150 }],
  ["venison", "venison steaks, venison loin, venison haunch, deer, game meat, mixed game", 120, 22.96, 2.42, 0, { each: 150 }],
  ["rabbit", "rabbit legs, whole rabbit, rabbit pieces", 136, 20.05, 5.55, 0, { each: 800, edible: 0.75 }],
  ["lamb", "lamb meat, mutton", 230, 17.91, 17.07, 0, { note: "Lamb of no named cut: leg of lamb's values." }],
  ["leg of lamb", "lamb leg, boneless leg of lamb, butterflied leg of lamb, lamb leg steaks, diced lamb, lamb steaks", 230, 17.91, 17.07, 0, { each: 2000, edible: 0.8 }],
  ["lamb shoulder", "shoulder of lamb, boneless lamb shoulder, lamb neck fillet, lamb neck, lamb breast", 264, 16.56, 21.45, 0, { each: 1800, edible: 0.8 }],
  ["lamb chops", "lamb chop, lamb cutlets, lamb cutlet, lamb loin chops, rack of lamb, lamb rack, french-trimmed lamb cutlets, lamb loin", 310, 16.32, 26.69, 0, { each: 80 }],
  ["lamb shank", "lamb shanks", 201, 18.9, 13.4, 0, { each: 250 }],
  ["ground lamb", "lamb mince, minced lamb", 282, 16.56, 23.41, 0, { ml: 0.96 }],
], { flags: "meat" });

// biome-ignore format: one food per line reads better packed
export const pork = defineFoods("meat-fish", [
  ["pork", "pork meat", 186, 17.2, 12.5, 0, { ml: 0.6, note: "Pork of no named cut: pork shoulder's values." }],
  ["pork shoulder", "pork butt, boston butt, pork collar, boneless pork shoulder, pulled pork, pork neck, pork shoulder steaks, diced pork, pork ribs, spare ribs, spareribs, baby back ribs", 186, 17.2, 12.5, 0, { ml: 0.6 }],
  ["pork belly", "pork belly slices, skin-on pork belly, boneless pork belly, belly pork, pork belly strips", 518, 9.34, 53.01, 0],
  ["pork tenderloin", "pork fillet, pork tenderloins, pork fillets", 120, 20.95, 3.39, 0, { each: 450 }],
  ["pork chop", "pork chops, pork loin, pork loin chops, pork steaks, pork loin steaks, bone-in pork chops, boneless pork chops, pork loin roast, pork cutlets", 198, 19.6, 12.6, 0, { each: 180 }],
  ["ground pork", "pork mince, minced pork, sausage meat, sausagemeat", 263, 16.88, 21.19, 0, { ml: 0.96 }],
  ["bacon", "bacon rashers, streaky bacon, smoked streaky bacon, back bacon, bacon slices, smoked bacon, thick-cut bacon, bacon strips, slab bacon, unsmoked bacon, thick-cut bacon slices, dry-cured bacon, rindless bacon, bacon rasher, bacon lardons, lardons, lardon, smoked lardons, bacon bits", 458, 11.6, 45.04, 1.28, { each: 25, u: { rasher: 25, slice: 25, strip: 25 } }],
  ["pancetta", "cubed pancetta, diced pancetta, pancetta cubes, guanciale, smoked pancetta, sliced pancetta", 458, 11.6, 45.04, 1.28, { u: { slice: 8 }, note: "No SR Legacy entry: bacon's values." }],
  ["ham", "cooked ham, sliced ham, smoked ham, honey ham, deli ham, ham slices, gammon, ham steak, leftover ham, baked ham", 163, 16.6, 8.6, 3.83, { u: { slice: 25 } }],
  ["prosciutto", "parma ham, serrano ham, prosciutto di parma, jamón serrano, jamon, cured ham, air-dried ham, speck, bayonne ham", 250, 26, 16, 0.3, { u: { slice: 15 }, note: "No SR Legacy entry: a typical dry-cured ham." }],
  ["chorizo", "chorizo sausage, cooking chorizo, spanish chorizo, mexican chorizo, sobrasada, nduja", 455, 24.1, 38.27, 1.86, { each: 70 }],
  ["salami", "italian salami, milano salami, sliced salami, soppressata, finocchiona", 425, 21.7, 37, 1.2, { u: { slice: 10 } }],
  ["pepperoni", "pepperoni slices, sliced pepperoni", 504, 19.25, 46.28, 1.18, { u: { slice: 2 } }],
  ["sausage", "sausages, pork sausages, pork sausage, breakfast sausage, bratwurst, chipolatas, chipolata, cumberland sausages, toulouse sausages, smoked sausage, kielbasa, polish sausage, andouille, andouille sausage, merguez, lincolnshire sausages", 268, 14.25, 23.36, 0, { each: 65, u: { link: 65 } }],
  ["italian sausage", "italian sausages, sweet italian sausage, hot italian sausage, spicy italian sausage, fennel sausage, salsiccia", 346, 14.25, 31.33, 0.65, { each: 90, u: { link: 90 } }],
  ["hot dog", "hot dogs, frankfurter, frankfurters, wieners, wiener", 290, 10.26, 25.76, 4.17, { each: 45 }],
  ["black pudding", "blood sausage, morcilla, boudin noir", 379, 14.6, 34.5, 1.29, { u: { slice: 30 } }],
], { flags: "pork" });
