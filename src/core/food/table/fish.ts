/**
 * Fish and shellfish, raw; a piece is its edible part. Shellfish bought in the shell (mussels,
 * clams, lobster) eat about a third of their weight. Values per 100 g; see docs/food-data.md.
 */
import { defineFoods } from "./define-foods.ts";

// biome-ignore format: one food per line reads better packed
export const fish = defineFoods("meat-fish", [
  ["salmon", "salmon fillet, salmon fillets, skin-on salmon fillets, skinless salmon fillets, salmon steaks, salmon side, side of salmon, wild salmon, atlantic salmon, sockeye salmon, king salmon, canned salmon, salmon portions", 208, 20.42, 13.42, 0, { each: 140, u: { fillet: 140 } }],
  ["smoked salmon", "lox, smoked salmon slices, cold-smoked salmon, hot-smoked salmon, gravlax, smoked salmon trimmings", 117, 18.28, 4.32, 0, { u: { slice: 20 } }],
  ["cod", "cod fillet, cod fillets, cod loin, cod loins, salt cod, skinless cod fillets, black cod", 82, 17.81, 0.67, 0, { each: 150, u: { fillet: 150 } }],
  ["haddock", "haddock fillets, smoked haddock, haddock fillet, undyed smoked haddock, finnan haddie, arbroath smokies, arbroath smokie", 74, 16.32, 0.45, 0, { each: 150, u: { fillet: 150 } }],
  ["white fish", "white fish fillets, firm white fish, firm white fish fillets, fish fillets, fish fillet, hake, hake fillets, pollock, pollack, coley, basa, whiting, fish pieces, skate, skate wings, skate wing", 82, 17.81, 0.67, 0, { each: 150, u: { fillet: 150 }, note: "Cod's values stand for any lean white fish." }],
  ["tilapia", "tilapia fillets", 96, 20.08, 1.7, 0, { each: 120, u: { fillet: 120 } }],
  ["tuna steak", "tuna steaks, fresh tuna, ahi tuna, yellowfin tuna, sushi-grade tuna, tuna loin", 109, 24.4, 0.49, 0, { each: 150 }],
  ["mackerel", "mackerel fillets, whole mackerel, smoked mackerel, mackerel fillet, smoked mackerel fillets", 205, 18.6, 13.89, 0, { each: 100, u: { fillet: 100 } }],
  ["trout", "rainbow trout, trout fillets, trout fillet, sea trout, smoked trout, arctic char", 141, 20.77, 6.18, 0, { each: 120, u: { fillet: 120 } }],
  ["sea bass", "sea bass fillets, sea bass fillet, branzino, sea bream, bream, bream fillets, barramundi, striped bass", 97, 18.43, 2, 0, { each: 100, u: { fillet: 100 } }],
  ["halibut", "halibut fillets, halibut steaks, halibut fillet, turbot, brill", 91, 18.56, 1.33, 0, { each: 150, u: { fillet: 150 } }],
  ["monkfish", "monkfish fillet, monkfish tail, monkfish fillets, monkfish tails", 76, 14.48, 1.52, 0, { each: 150, u: { fillet: 150 } }],
  ["sole", "lemon sole, dover sole, plaice, flounder, sole fillets, plaice fillets, flatfish", 70, 12.41, 1.93, 0, { each: 100, u: { fillet: 100 } }],
  ["swordfish", "swordfish steaks, swordfish steak", 144, 19.66, 6.65, 0, { each: 170 }],
  ["snapper", "red snapper, snapper fillets, red mullet, grouper", 100, 20.51, 1.34, 0, { each: 150, u: { fillet: 150 } }],
  ["mahi mahi", "dorado", 85, 18.5, 0.7, 0, { each: 150, u: { fillet: 150 } }],
  ["catfish", "catfish fillets", 95, 16.38, 2.82, 0, { each: 150, u: { fillet: 150 } }],
  ["herring", "herrings, kipper, kippers, herring fillets, pickled herring, rollmops, smoked herring", 158, 17.96, 9.04, 0, { each: 100, u: { fillet: 100 } }],
  ["sardines", "sardine, canned sardines, tinned sardines, sardines in olive oil, fresh sardines, pilchards", 208, 24.62, 11.45, 0, { each: 12, u: { can: 90, tin: 90 } }],
  ["anchovies", "anchovy, anchovy fillets, anchovy fillets in oil, salted anchovies, anchovies in oil, white anchovies, boquerones", 210, 28.89, 9.71, 0, { each: 4, u: { fillet: 4, can: 50, tin: 50, jar: 80 } }],
], { flags: "fish" });

// biome-ignore format: one food per line reads better packed
export const shellfish = defineFoods("meat-fish", [
  ["shrimp", "prawns, prawn, king prawns, tiger prawns, raw prawns, raw shrimp, large shrimp, jumbo shrimp, raw king prawns, raw tiger prawns, cooked prawns, peeled prawns, cooked shrimp, frozen shrimp, medium shrimp, peeled shrimp, shrimps, bay shrimp, brown shrimp", 85, 20.1, 0.51, 0, { ml: 0.61, each: 15 }],
  ["scallops", "scallop, sea scallops, king scallops, bay scallops, queen scallops, diver scallops", 69, 12.06, 0.49, 3.18, { each: 25 }],
  ["mussels", "mussel, fresh mussels, live mussels, mussels in their shells", 86, 11.9, 2.24, 3.69, { each: 6, edible: 0.35 }],
  ["clams", "clam, littleneck clams, manila clams, palourde clams, cockles, vongole, razor clams, canned clams", 86, 14.67, 0.96, 3.57, { each: 9, edible: 0.25 }],
  ["oysters", "oyster, fresh oysters, shucked oysters", 81, 9.45, 2.3, 4.95, { each: 15 }],
  ["squid", "calamari, squid rings, squid tubes, baby squid, cuttlefish", 92, 15.58, 1.38, 3.08, { each: 150 }],
  ["octopus", "baby octopus, octopus tentacles", 82, 14.91, 1.04, 2.2, { each: 1000 }],
  ["crab", "crabmeat, crab meat, white crabmeat, brown crabmeat, lump crab meat, white crab meat, fresh crabmeat, dressed crab, crab claws, jumbo lump crabmeat, canned crab", 87, 18.06, 1.08, 0, { ml: 0.6, u: { can: 120 } }],
  ["lobster", "lobsters, lobster tails, lobster tail, lobster meat, cooked lobster", 77, 16.52, 0.75, 0, { each: 150, edible: 0.35 }],
  ["crayfish", "langoustines, langoustine, crawfish, scampi, dublin bay prawns", 72, 14.85, 0.97, 0, { each: 12 }],
], { flags: "shellfish" });
