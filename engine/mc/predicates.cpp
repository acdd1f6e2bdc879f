#include "engine/mc/predicates.h"

namespace arbiter::engine::mc {

// Enemy attacks and defence.
constinit const Predicate kStunnedEnemySkipsAttack{
    "mc.status.stunned-enemy-skips-attack",
    "A stunned villain or minion that would attack discards its stunned card instead",
    {"mc:status-cards", "mc:stun"}};
constinit const Predicate kVillainBoostCard{
    "mc.attack.villain-boost-card",
    "An attacking or scheming villain is given one facedown boost card from the encounter deck",
    {"mc:enemy-attacks", "mc:boost", "mc:activation"}};
constinit const Predicate kDefenderExhausts{"mc.attack.defender-exhausts",
                                            "A defending hero or ally exhausts to defend",
                                            {"mc:enemy-attacks", "mc:defend"}};
constinit const Predicate kDefenderBecomesTarget{
    "mc.attack.defender-becomes-target",
    "A player who defends an attack against another player becomes its target",
    {"mc:defend", "mc:enemy-attacks"}};
constinit const Predicate kExhaustedCannotDefend{
    "mc.attack.exhausted-cannot-defend",
    "An exhausted character cannot exhaust again, so it cannot defend",
    {"mc:exhausted", "mc:defend"}};
constinit const Predicate kBoostIconsAdd{
    "mc.boost.icons-add",
    "Each boost icon on a flipped boost card adds one to the villain's "
    "ATK or SCH for that activation",
    {"mc:boost", "mc:enemy-attacks", "mc:enemy-schemes"}};
constinit const Predicate kStarIsNotIcon{
    "mc.boost.star-is-not-icon",
    "A star in the boost field is not a boost icon and adds nothing to ATK or SCH",
    {"mc:boost", "mc:star-icon"}};
constinit const Predicate kStarBoostAbility{
    "mc.boost.star-ability-resolves",
    "A star in the boost field means the card's boost ability resolves when it is flipped",
    {"mc:boost", "mc:star-icon"}};
constinit const Predicate kBoostDiscarded{
    "mc.boost.discarded-after-use",
    "A boost card is discarded after it is applied to the activation",
    {"mc:boost"}};
constinit const Predicate kHeroDefenseReduces{
    "mc.attack.hero-defense-reduces",
    "A defending hero reduces the attack's damage by its DEF and takes the rest",
    {"mc:enemy-attacks", "mc:defend"}};
constinit const Predicate kAllyTakesAll{
    "mc.attack.ally-takes-all",
    "A defending ally takes all the attack's damage; excess does not carry over to the hero",
    {"mc:enemy-attacks", "mc:ally"}};
constinit const Predicate kUndefendedToHero{
    "mc.attack.undefended",
    "An undefended attack deals all its damage to the identity of the player resolving it",
    {"mc:enemy-attacks", "mc:undefended"}};
constinit const Predicate kRetaliate{
    "mc.keyword.retaliate",
    "After a character with retaliate X is attacked and survives, it deals "
    "X damage to the attacker",
    {"mc:retaliate-x"}};
constinit const Predicate kOverkillAllyExcess{
    "mc.keyword.overkill-ally-excess",
    "With overkill, damage beyond a defending ally's remaining hit "
    "points goes to its controller's hero",
    {"mc:overkill"}};
constinit const Predicate kOverkillMinionExcess{
    "mc.keyword.overkill-minion-excess",
    "With overkill, damage beyond a defeated minion's remaining hit points goes to the villain",
    {"mc:overkill"}};
constinit const Predicate kQuickstrike{
    "mc.keyword.quickstrike",
    "A quickstrike enemy attacks the player it engages at once if they are in hero form",
    {"mc:quickstrike"}};

// Damage, hit points and defeat.
constinit const Predicate kToughPreventsDamage{
    "mc.status.tough-prevents-damage",
    "Damage to a character with a tough card is prevented entirely and the tough card discarded",
    {"mc:status-cards", "mc:tough"}};
constinit const Predicate kDamageReducesHitPoints{
    "mc.damage.reduces-hit-points",
    "Damage reduces a character's remaining hit points (dial or damage tokens)",
    {"mc:damage", "mc:hit-points", "mc:remaining-hit-points", "mc:sustained-damage"}};
constinit const Predicate kCharacterDefeated{
    "mc.damage.defeated-at-zero",
    "A character with zero or fewer remaining hit points is "
    "defeated; an ally or minion is discarded",
    {"mc:damage", "mc:defeat", "mc:hit-points"}};
constinit const Predicate kPlayerEliminated{
    "mc.elimination.identity-defeated",
    "A player whose hero or alter-ego is defeated is eliminated",
    {"mc:player-elimination", "mc:hit-points"}};
constinit const Predicate kEliminatedMinionsMove{
    "mc.elimination.minions-engage-next",
    "Enemies engaged with an eliminated player engage the next "
    "player clockwise, keeping damage and statuses",
    {"mc:player-elimination"}};
constinit const Predicate kFirstPlayerEliminated{
    "mc.elimination.first-player-token-passes",
    "If the first player is eliminated, the first player token immediately passes clockwise to "
    "the next player",
    {"mc:first-player", "mc:player-elimination"}};
constinit const Predicate kAllPlayersEliminated{
    "mc.elimination.all-players",
    "If all players are eliminated, the game ends and the players lose",
    {"mc:player-elimination"}};
constinit const Predicate kVillainStageDefeated{
    "mc.villain.stage-defeated",
    "A villain stage at zero hit points is defeated; the next "
    "stage is revealed with its own hit points",
    {"mc:villain-defeat", "mc:hit-points"}};
constinit const Predicate kExcessDamageLost{
    "mc.villain.excess-damage-lost",
    "Excess damage that defeats a villain stage does not carry over; "
    "attachments, statuses and counters do",
    {"mc:villain-defeat"}};
constinit const Predicate kVillainWin{
    "mc.win.final-villain-stage",
    "Defeating the final villain stage wins the game for the players",
    {"mc:villain-defeat", "mc:winning-the-game"}};
constinit const Predicate kHealCapped{
    "mc.heal.capped-at-maximum",
    "Healing removes damage but cannot bring a character above its maximum hit points",
    {"mc:heal"}};
constinit const Predicate kMovedDamageIsDealt{
    "mc.move.moved-damage-is-dealt",
    "Damage moved to a character is considered dealt to it",
    {"mc:move"}};
constinit const Predicate kGetsHitPoints{
    "mc.gets.hit-points",
    "Getting hit points raises both remaining and maximum hit points while the ability is active",
    {"mc:gets", "mc:maximum-hit-points"}};
constinit const Predicate kGetsExpires{
    "mc.gets.expires",
    "When a 'gets' ability expires, the statistic reverts to its value without the modifier",
    {"mc:gets"}};
constinit const Predicate kStatusOneOfEach{
    "mc.status.one-of-each",
    "A character cannot have more than one status card of each type",
    {"mc:status-cards"}};
constinit const Predicate kToughnessKeyword{
    "mc.keyword.toughness",
    "A character with toughness enters play with a tough status card",
    {"mc:tough"}};

// Player actions.
constinit const Predicate kHeroBasicAttack{
    "mc.attack.hero-basic-attack",
    "A hero exhausts to attack an enemy for damage equal to its ATK",
    {"mc:attack", "mc:exhausted"}};
constinit const Predicate kAllyAttack{
    "mc.attack.ally-attack",
    "An ally exhausts to attack an enemy for damage equal to its ATK",
    {"mc:attack", "mc:ally"}};
constinit const Predicate kAttackAbilityNoExhaust{
    "mc.attack.ability-no-exhaust",
    "Resolving an ability labelled as an attack attacks its target; unless its text says so, the "
    "hero does not exhaust to use it",
    {"mc:attack", "mc:exhausted"}};
constinit const Predicate kThwartAbilityNoExhaust{
    "mc.thwart.ability-no-exhaust",
    "Resolving an ability labelled as a thwart thwarts its scheme; unless its text says so, the "
    "hero does not exhaust to use it",
    {"mc:thwart", "mc:exhausted"}};
constinit const Predicate kStunnedCharacterDiscards{
    "mc.status.stunned-character-discards",
    "A stunned hero or ally that attempts to attack discards "
    "the stunned card instead; costs are still paid",
    {"mc:status-cards", "mc:stun"}};
constinit const Predicate kGuard{
    "mc.keyword.guard",
    "While a guard minion is engaged with a player, that player cannot attack villains",
    {"mc:guard"}};
constinit const Predicate kConsequentialDamage{
    "mc.ally.consequential-damage",
    "After an ally attacks or thwarts, it takes the consequential damage shown beneath that power",
    {"mc:consequential-damage", "mc:ally"}};
constinit const Predicate kHeroBasicThwart{
    "mc.thwart.hero-basic-thwart",
    "A hero exhausts to remove threat equal to its THW from a scheme",
    {"mc:thwart", "mc:exhausted"}};
constinit const Predicate kAllyThwart{
    "mc.thwart.ally-thwart",
    "An ally exhausts to remove threat equal to its THW from a scheme",
    {"mc:thwart", "mc:ally"}};
constinit const Predicate kConfusedCharacterDiscards{
    "mc.status.confused-character-discards",
    "A confused hero or ally that attempts to thwart discards the confused card instead; costs are "
    "still paid",
    {"mc:status-cards", "mc:confuse"}};
constinit const Predicate kCrisisProtectsMain{
    "mc.scheme.crisis-protects-main",
    "While a side scheme with a crisis icon is in play, threat "
    "cannot be removed from the main scheme",
    {"mc:side-scheme"}};
constinit const Predicate kRecover{
    "mc.player.recover",
    "An alter-ego exhausts to recover, healing hit points equal to its REC",
    {"mc:recover", "mc:heal"}};
constinit const Predicate kFormOncePerTurn{
    "mc.player.form-once-per-turn",
    "A player may change form voluntarily once per turn; statuses, damage and state carry over",
    {"mc:form", "mc:player-turn", "mc:identity"}};
constinit const Predicate kAllyLimit{
    "mc.player.ally-limit",
    "A player is permitted to control at most three allies, so a fourth cannot be played",
    {"mc:ally-limit"},
    {"1.1"}};
constinit const Predicate kAllyLimitDiscard{
    "mc.player.ally-limit-discard",
    "A player over the ally limit at once chooses and discards allies down to the limit",
    {"mc:ally-limit"},
    {"1.3"}};
constinit const Predicate kRestrictedLimit{
    "mc.keyword.restricted",
    "A player controlling more than two restricted cards discards down to two at once",
    {"mc:restricted"}};

// Schemes and the villain phase.
constinit const Predicate kConfusedEnemySkipsScheme{
    "mc.status.confused-enemy-skips-scheme",
    "A confused villain or minion that would scheme discards its confused card instead",
    {"mc:status-cards", "mc:confuse"}};
constinit const Predicate kEnemyPlacesThreat{
    "mc.scheme.enemy-places-threat",
    "A scheming enemy places threat on the main scheme equal to its modified SCH",
    {"mc:enemy-schemes", "mc:threat"}};
constinit const Predicate kMainSchemeAdvances{
    "mc.scheme.main-advances",
    "At or above its target threat the main scheme advances; excess threat does not carry over",
    {"mc:main-scheme", "mc:target-threat"}};
constinit const Predicate kMainSchemeFinalStage{
    "mc.win.main-scheme-completed",
    "If the final main scheme stage is completed, the villain wins",
    {"mc:main-scheme", "mc:winning-the-game"}};
constinit const Predicate kSideSchemeDefeated{
    "mc.scheme.side-scheme-defeated",
    "A side scheme with no threat on it is defeated and discarded",
    {"mc:side-scheme", "mc:defeat"}};
constinit const Predicate kThreatStep{
    "mc.villain-phase.threat-step",
    "Villain phase step one: place the acceleration value, plus one per acceleration icon and "
    "token, on the main scheme",
    {"mc:villain-phase", "mc:main-scheme", "mc:acceleration-token", "mc:side-scheme"}};
constinit const Predicate kPerPlayer{
    "mc.value.per-player",
    "A per-player value is multiplied by the number of players who started the scenario",
    {"mc:per-player"}};
constinit const Predicate kVillainActivates{
    "mc.villain-phase.villain-activates",
    "The villain activates once per player: it attacks a hero and schemes against an alter-ego",
    {"mc:villain-phase", "mc:activation", "mc:villain"}};
constinit const Predicate kMinionsActivate{
    "mc.villain-phase.minions-activate",
    "After each villain activation, minions engaged with that player "
    "activate one at a time, by the player's form",
    {"mc:villain-phase", "mc:minion"}};
constinit const Predicate kDealEncounterCards{
    "mc.villain-phase.deal",
    "Each player is dealt one encounter card, plus one more per hazard icon, the extras in player "
    "order",
    {"mc:villain-phase", "mc:deal", "mc:side-scheme", "mc:in-player-order"}};
constinit const Predicate kPassFirstPlayer{
    "mc.villain-phase.pass-first-player",
    "The first player token passes to the next player clockwise at the end of the round",
    {"mc:villain-phase", "mc:first-player"}};
constinit const Predicate kEmptyEncounterDeck{
    "mc.deck.empty-encounter-deck",
    "When the encounter deck runs out it is reshuffled from its "
    "discard pile and an acceleration token is placed",
    {"mc:empty-encounter-deck", "mc:acceleration-token"}};

// Timing.
constinit const Predicate kStatusPriority{
    "mc.timing.status-priority",
    "Status card abilities have timing priority over all conflicting card abilities",
    {"mc:status-cards", "mc:faq-norman-osborn-1"}};
constinit const Predicate kReplacementEffect{
    "mc.timing.replacement-effect",
    "A 'would ... instead' effect replaces the triggering condition, which then never happens",
    {"mc:replacement-effects", "mc:faq-webbed-up-1", "mc:faq-webbed-up-2"}};
constinit const Predicate kLatestReplacementWins{
    "mc.timing.latest-replacement-wins",
    "If several replacement effects target the same condition, the most recent one is used",
    {"mc:replacement-effects"}};
constinit const Predicate kInterruptWindow{
    "mc.timing.interrupt-window",
    "Interrupts resolve when their triggering condition becomes imminent, before it resolves",
    {"mc:interrupt", "mc:triggering-condition"}};
constinit const Predicate kResponseWindow{
    "mc.timing.response-window",
    "Responses resolve immediately after their triggering condition has resolved",
    {"mc:response", "mc:triggering-condition", "mc:after"}};
constinit const Predicate kForcedFirst{
    "mc.timing.forced-first",
    "Forced interrupts and responses initiate before non-forced ones; the "
    "first player orders simultaneous forced abilities",
    {"mc:forced", "mc:first-player"}};
constinit const Predicate kCancel{
    "mc.timing.cancel",
    "A canceled effect does not resolve, but its ability still counts as "
    "initiated and its costs stay paid",
    {"mc:cancel"}};
// The later editions spell out a timing priority list; each edition's list
// orders the abilities that share a triggering condition.
constinit const Predicate kTimingPriorityFive{
    "mc.timing.priority-five-levels",
    "Timing priority: constant, then forced interrupt, interrupt, "
    "forced response, response abilities",
    {"mc:simultaneous-timing-priority", "mc:triggered-ability"},
    {"post-1.3"}};
constinit const Predicate kTimingPriorityEight{
    "mc.timing.priority-eight-levels",
    "Timing priority: constant and keywords, status cards, forced "
    "interrupts, interrupts, Boost/When Defeated/When "
    "Revealed, forced responses, responses, consequential damage",
    {"mc:simultaneous-timing-priority", "mc:triggered-ability"},
    {"web"}};
constinit const Predicate kAttackInitiated{
    "mc.attack.initiated",
    "An attack is initiated the moment the game determines it will be "
    "made, before any step of the attack",
    {"mc:faq-spider-man-1", "mc:enemy-attacks"}};
constinit const Predicate kDefeatedAttackerStops{
    "mc.attack.defeated-attacker-stops",
    "If the attacking enemy is defeated before damage is "
    "calculated, the rest of the attack does not resolve",
    {"mc:faq-nova-sam-alexander-1", "mc:enemy-attacks"}};
constinit const Predicate kResponseBeforeConsequential{
    "mc.ally.response-before-consequential",
    "'After this ally attacks and defeats a minion' is checked before consequential damage is "
    "applied",
    {"mc:faq-tigra-greer-grant-nelson-1", "mc:consequential-damage"}};
constinit const Predicate kDamageInstanceBonus{
    "mc.damage.each-instance-modified",
    "An increase to the damage an event deals applies to each instance of its damage",
    {"mc:faq-embiggen-1", "mc:faq-repulsor-blast-1"}};
constinit const Predicate kPreventThreat{
    "mc.prevent.threat",
    "Prevented threat is taken off the amount before it is placed on the scheme",
    {"mc:prevent"}};
constinit const Predicate kPreventIsNotRemove{
    "mc.prevent.not-removal",
    "Preventing threat does not remove threat, so effects on removed threat do not apply",
    {"mc:faq-shrink-1", "mc:prevent"}};

constinit const Predicate kSchemeEntersWithThreat{
    "mc.scheme.enters-with-threat",
    "A side scheme enters play with its starting threat already on it: that threat is not placed",
    {"mc:side-scheme", "mc:faq-jennifer-walters-1"}};
constinit const Predicate kSetupOnlySetupAbilities{
    "mc.setup.only-setup-abilities",
    "Abilities that do not have the Setup timing trigger cannot resolve during game setup",
    {"mc:faq-jennifer-walters-2", "mc:setup"}};
constinit const Predicate kThwartOneScheme{
    "mc.thwart.one-scheme",
    "The threat a thwart removes is removed from the one scheme it thwarts, not split among "
    "several",
    {"mc:thwart", "mc:faq-legal-practice-1"}};
constinit const Predicate kDifferentEnemy{
    "mc.attack.different-enemy",
    "When an ability deals damage a second time to a different enemy, that damage cannot be dealt "
    "to the enemy it damaged first",
    {"mc:faq-melee-1"}};
constinit const Predicate kYouIsThePlayer{
    "mc.ability.you-is-the-player",
    "\"You\" in an ability means its controlling player where it can: \"after you defeat a "
    "minion\" triggers whenever that player's character defeats one",
    {"mc:you"}};
constinit const Predicate kDefenseOnlyWhileTarget{
    "mc.ability.defense-only-while-target",
    "An ability labelled as a defense can only be resolved by a player while they are the target "
    "of an attack",
    {"mc:defend"}};
constinit const Predicate kPayCost{
    "mc.cost.pay",
    "Playing a card pays its cost: resources equal to or greater than the "
    "cost must be generated, and the card then enters play (an event "
    "resolves and is discarded)",
    {"mc:cost", "mc:resource", "mc:play", "mc:initiating-abilities"}};
constinit const Predicate kGenerateResources{
    "mc.resource.generate",
    "A player generates resources by discarding cards from hand for the resources printed at "
    "their bottom-left corner, or by using resource abilities",
    {"mc:resource", "mc:resource-cards", "mc:resource-ability"}};
constinit const Predicate kExcessLost{"mc.resource.excess-lost",
                                      "Resources generated beyond a cost are lost after paying it",
                                      {"mc:resource", "mc:cost"}};
constinit const Predicate kTypedCost{
    "mc.resource.typed-cost",
    "A cost naming resource types needs those types in those quantities; a wild resource is "
    "specified as one type when generated for a cost",
    {"mc:resource", "mc:wild-resource"}};
constinit const Predicate kPowerOfAspect{
    "mc.resource.power-of-aspect",
    "The Power of [Aspect] generates 2 resources when paying for a card of its aspect, otherwise "
    "1",
    {"mc:faq-make-the-call-1", "mc:faq-pepper-potts-2"}};
constinit const Predicate kCopiedResources{
    "mc.resource.copier-generates",
    "A card generating the resources of the top card of a discard pile generates them, equal in "
    "quantity and type; the copied card generates nothing itself",
    {"mc:faq-pepper-potts-1", "mc:faq-pepper-potts-2"}};
constinit const Predicate kGeneratedTogether{
    "mc.resource.generated-simultaneously",
    "Resources for a cost are generated simultaneously: a card being spent is not yet on top of "
    "the discard pile",
    {"mc:faq-pepper-potts-3"}};
constinit const Predicate kPlayFromHand{
    "mc.play.from-hand",
    "Cards are played from a player's hand; a permission may allow a card to be played from "
    "elsewhere, such as a discard pile",
    {"mc:play", "mc:play-restrictions-and-permissions"}};
constinit const Predicate kFirstEachRound{
    "mc.cost.first-each-round",
    "An ability for the first ally played each round applies only to the very first ally played "
    "that round, in whichever form it was played",
    {"mc:faq-steve-rogers-2"}};
constinit const Predicate kRevealByType{
    "mc.encounter.reveal-by-type",
    "A revealed encounter card resolves by its type: an attachment attaches, a minion engages the "
    "revealing player, a treachery resolves and is discarded, an environment enters play next "
    "to the villain, a side scheme next to the main scheme, an obligation goes to its player",
    {"mc:reveal", "mc:treachery", "mc:environment", "mc:obligation", "mc:attachment",
     "mc:removed-from-the-game"}};
constinit const Predicate kWhenRevealed{"mc.encounter.when-revealed",
                                        "When a card is revealed from the encounter deck, its When "
                                        "Revealed abilities resolve",
                                        {"mc:when-revealed-abilities", "mc:reveal"}};
constinit const Predicate kThen{"mc.ability.then",
                                "The text after \"then\" resolves only if the text before it fully "
                                "resolved; if it did, the text after must attempt to resolve",
                                {"mc:then"}};
constinit const Predicate kSurge{
    "mc.keyword.surge",
    "After a card with surge is revealed and resolved, its player reveals an "
    "additional encounter card",
    {"mc:surge"}};
constinit const Predicate kPeril{
    "mc.keyword.peril",
    "While a player resolves a card with peril, other players cannot play "
    "cards or trigger abilities",
    {"mc:peril"}};
constinit const Predicate kAttachmentModifies{
    "mc.encounter.attachment-modifies",
    "An attachment on the villain modifies its ATK and SCH by the values in its fields",
    {"mc:attachment", "mc:modifiers"}};
constinit const Predicate kVillainFlipsMidAttack{
    "mc.villain.flips-mid-attack",
    "A villain that flips during its attack does so at once; the attack goes on with the new "
    "form's ATK, past the point where its \"would attack\" interrupts could trigger",
    {"mc:faq-green-goblin-1"}};
constinit const Predicate kSearch{
    "mc.card.search",
    "A search looks at the cards of the searched areas only; a card that "
    "satisfies it is added to the area the effect names, and a card elsewhere "
    "is not found",
    {"mc:search", "mc:faq-steve-rogers-1"}};
constinit const Predicate kSameTitleSameCard{
    "mc.card.same-title-same-card",
    "Cards with the same title are the same card for the purpose of card abilities",
    {"mc:faq-ancestral-knowledge-1"}};
constinit const Predicate kUnique{
    "mc.card.unique",
    "Only one copy of each unique card (by title) may be in play; a different "
    "subtitle, or a hero's different alter-ego, lets cards of one title "
    "coexist",
    {"mc:unique", "mc:subtitle"}};
constinit const Predicate kQualifierEachTerm{
    "mc.text.qualifier-each-term",
    "A qualifier followed by several terms applies to each of them: \"each ready character and "
    "attachment\" is each ready character and each ready attachment",
    {"mc:qualifiers", "mc:character"}};
constinit const Predicate kEventPlayed{
    "mc.event.played",
    "An event played has its costs paid and its effects resolved (or canceled), and is then "
    "placed in its owner's discard pile: it counts as played",
    {"mc:event"}};
constinit const Predicate kMax{
    "mc.card.max",
    "\"Max X per [period]\" limits the copies of a card (by title) all players "
    "can play in the period; \"Max 1 per player\" limits the copies a player "
    "controls in play",
    {"mc:max"}};
constinit const Predicate kCannotIsAbsolute{
    "mc.text.cannot-is-absolute",
    "\"Cannot\" is absolute and cannot be countermanded by other abilities or effects",
    {"mc:cannot"}};
constinit const Predicate kEntersUnderOwner{
    "mc.card.enters-under-owner",
    "A card enters play under its owner's control: the player whose deck contained it",
    {"mc:ownership-and-control", "mc:enters-play"}};
constinit const Predicate kAttackTargetsEnemy{
    "mc.attack.targets-an-enemy",
    "Hero and ally attacks target enemies: minions and villains",
    {"mc:attack", "mc:enemy"}};
constinit const Predicate kGainsKeyword{
    "mc.card.gains",
    "A card that gains a characteristic, such as a keyword, functions as if it had it printed",
    {"mc:gains", "mc:keywords"}};
constinit const Predicate kMustUnlessCannot{
    "mc.text.must-unless-cannot",
    "An effect that says a character must act is carried out unless a \"cannot\" forbids it, "
    "\"cannot\" being absolute",
    {"mc:cannot"}};
constinit const Predicate kLastingEffect{
    "mc.ability.lasting-effect",
    "A lasting effect acts as a constant ability for its duration and expires as soon as the "
    "timing point of its duration is reached",
    {"mc:lasting-effects", "mc:constant-ability"}};
constinit const Predicate kAttachTo{
    "mc.card.attach-to",
    "An attached card stays in play until what it is attached to leaves "
    "play, and is then discarded; one that cannot be attached is discarded",
    {"mc:attach-to", "mc:attachment"}};
constinit const Predicate kAbilityInPlay{
    "mc.ability.only-in-play",
    "Card abilities on heroes, alter-egos, allies, upgrades and supports may be used only while "
    "the card is in play",
    {"mc:ability", "mc:in-play-and-out-of-play"}};
constinit const Predicate kDelayedEffect{
    "mc.ability.delayed-effect",
    "A delayed effect resolves automatically and immediately after its timing point, before "
    "responses to it, and is not a new triggered ability",
    {"mc:delayed-effects"}};
constinit const Predicate kActionTiming{
    "mc.ability.action-timing",
    "Players may trigger action abilities during their own turn, or by request during other "
    "players' turns",
    {"mc:action", "mc:active-player"}};
constinit const Predicate kMayIsOptional{
    "mc.text.may-is-optional",
    "\"May\" gives the controller the option to resolve the text; forced abilities are not "
    "optional",
    {"mc:may", "mc:forced"}};
constinit const Predicate kStaysInPlay{
    "mc.card.upgrade-support-stay",
    "An upgrade or support is active while in play and stays in play "
    "until an ability makes it leave",
    {"mc:upgrade", "mc:support"}};
constinit const Predicate kAttackEventIsAttack{
    "mc.attack.event-is-an-attack",
    "A hero makes an attack both with the basic attack power and "
    "with (attack) actions, such as Attack events",
    {"mc:attack", "mc:faq-jarnbjorn-1"}};
constinit const Predicate kLimit{
    "mc.ability.limit",
    "An ability with 'Limit X per [period]' can be used X times per period, per instance",
    {"mc:limit"}};
constinit const Predicate kSimultaneous{
    "mc.timing.simultaneous-first-player-orders",
    "When abilities with the same timing would resolve at once, the "
    "first player decides their order",
    {"mc:simultaneous-resolution", "mc:first-player"}};
constinit const Predicate kDashCannotUse{
    "mc.value.dash-cannot-exhaust",
    "A character whose power is a dash (–) cannot exhaust to use that power",
    {"mc:dash"}};
constinit const Predicate kDashIsZero{
    "mc.value.dash-is-zero",
    "When a game step or ability references a power whose value is a dash "
    "(–), the value is treated as 0",
    {"mc:dash", "mc:faq-green-goblin-1"},
    {"1.3"}};
constinit const Predicate kEndOfPlayerPhase{
    "mc.player-phase.discard-to-hand-size",
    "At the end of the player phase, in player order, each player discards down to their hand size",
    {"mc:end-of-player-phase", "mc:hand-size", "mc:player-phase", "mc:in-player-order"}};
constinit const Predicate kDrawUpToHandSize{
    "mc.player-phase.draw-up",
    "Then each player draws up to their hand size, from the top of their deck",
    {"mc:end-of-player-phase", "mc:drawing-cards", "mc:hand-size"}};
constinit const Predicate kReadyAll{"mc.player-phase.ready-all",
                                    "Then each player readies all of their cards",
                                    {"mc:end-of-player-phase", "mc:ready"}};
constinit const Predicate kEmptyPlayerDeck{
    "mc.deck.empty-player-deck",
    "A player whose deck runs out shuffles their discard pile into a "
    "new deck and is dealt an encounter card",
    {"mc:empty-player-deck", "mc:deal"}};
constinit const Predicate kUsesSpent{
    "mc.keyword.uses",
    "A use spends one counter of the card's type; after its final use (and "
    "the effect) the card is discarded",
    {"mc:uses-x", "mc:all-purpose-counter"}};
constinit const Predicate kWhenDefeated{
    "mc.timing.when-defeated",
    "When a villain stage, scheme, ally or minion is defeated, its When Defeated abilities resolve",
    {"mc:when-defeated-abilities"}};
constinit const Predicate kRevealStep{
    "mc.villain-phase.reveal",
    "Villain phase step four: in player order, each player reveals and "
    "resolves their dealt encounter cards, by card type",
    {"mc:villain-phase", "mc:reveal", "mc:treachery"}};
constinit const Predicate kMinionEngages{
    "mc.minion.enters-engaged",
    "A minion that enters play engages the player revealing it or "
    "resolving the ability that put it into play",
    {"mc:minion", "mc:engaged"}};

// Modes of play (added in v1.3) and indirect damage.
constinit const Predicate kHeroicExtraCards{
    "mc.modes.heroic-extra-cards",
    "In Heroic Mode each player is dealt X more encounter cards in "
    "villain phase step three, X the heroic level",
    {"mc:modes-of-play"},
    {"1.3"}};
constinit const Predicate kRookieFirstStageWins{
    "mc.modes.rookie-first-stage-wins",
    "In Rookie Mode the players win when the villain's first stage is defeated",
    {"mc:modes-of-play"},
    {"1.3"}};
constinit const Predicate kIndirectDamageSplit{
    "mc.damage.indirect-split",
    "Indirect damage is split among the characters the player controls, as the player assigns it",
    {"mc:indirect-damage"}};
constinit const Predicate kIndirectDamageCap{
    "mc.damage.indirect-cap",
    "A character cannot be assigned more indirect damage than would defeat it",
    {"mc:indirect-damage"}};

// Values and modifiers.
constinit const Predicate kModifierOrder{
    "mc.modifiers.add-before-double",
    "A value is recalculated from its base (printed) value: additive "
    "and subtractive modifiers before doubling and halving",
    {"mc:modifiers", "mc:base-value", "mc:printed"}};
constinit const Predicate kModifierSet{
    "mc.modifiers.set-overrides",
    "A set modifier overrides all other modifiers; the most recent set wins",
    {"mc:modifiers"}};
constinit const Predicate kModifierFloor{
    "mc.modifiers.floor-at-zero",
    "A value below zero after all modifiers is treated as zero",
    {"mc:modifiers"}};
constinit const Predicate kModifierRoundUp{
    "mc.modifiers.round-up",
    "Fractional values are rounded up after all modifiers are applied",
    {"mc:modifiers"}};

// Card text (rules_card_text.cpp).
constinit const Predicate kTextEffects{
    "mc.text.effects-in-order",
    "A card ability does what its text says: its effects resolve in the "
    "order written",
    {"mc:ability", "mc:effect"}};
constinit const Predicate kTextCost{
    "mc.text.cost-before-effect",
    "An ability's cost, before the arrow, is paid before its effect; a "
    "cost that cannot be paid stops the ability and nothing is paid",
    {"mc:cost", "mc:initiating-abilities"}};
constinit const Predicate kTextForm{
    "mc.text.form-trigger",
    "A timing trigger naming Hero or Alter-Ego can be used only while its "
    "player is in that form",
    {"mc:triggered-ability", "mc:form"}};
constinit const Predicate kTextChoice{
    "mc.text.choose",
    "An ability that reaches \"an enemy\" or \"a character\" lets its "
    "player choose one that fits",
    {"mc:choose", "mc:ability"}};
constinit const Predicate kTextHeal{
    "mc.text.heal",
    "An ability that heals removes that much damage, no more than there is",
    {"mc:heal"}};
constinit const Predicate kTextThreat{"mc.text.threat",
                                      "An ability places or removes threat on the scheme it names",
                                      {"mc:threat", "mc:scheme"}};
constinit const Predicate kTextReadyExhaust{
    "mc.text.ready-exhaust",
    "An ability readies or exhausts a character: an exhausted "
    "character is turned sideways, a ready one upright",
    {"mc:ready", "mc:exhausted"}};
constinit const Predicate kTextConstant{
    "mc.text.constant",
    "A constant ability with no timing trigger is in force while its "
    "card is in play, for whatever it names",
    {"mc:constant-ability"}};
constinit const Predicate kTextCouldChange{
    "mc.text.could-change",
    "An ability can be initiated only if its effect could change the "
    "game; otherwise its cost cannot be paid",
    {"mc:ability", "mc:cost"}};
constinit const Predicate kTextPrevent{
    "mc.text.prevent",
    "Prevented damage is taken off the amount being dealt before it is "
    "applied to the target",
    {"mc:prevent"}};
constinit const Predicate kTextDraw{"mc.text.draw",
                                    "An ability that draws takes cards from the top of "
                                    "its player's deck into their hand",
                                    {"mc:drawing-cards"}};

const std::vector<const Predicate*>& predicates() {
  static const std::vector<const Predicate*> all = {&kStunnedEnemySkipsAttack,
                                                    &kVillainBoostCard,
                                                    &kDefenderExhausts,
                                                    &kDefenderBecomesTarget,
                                                    &kExhaustedCannotDefend,
                                                    &kBoostIconsAdd,
                                                    &kStarIsNotIcon,
                                                    &kStarBoostAbility,
                                                    &kBoostDiscarded,
                                                    &kHeroDefenseReduces,
                                                    &kAllyTakesAll,
                                                    &kUndefendedToHero,
                                                    &kRetaliate,
                                                    &kOverkillAllyExcess,
                                                    &kOverkillMinionExcess,
                                                    &kQuickstrike,
                                                    &kToughPreventsDamage,
                                                    &kDamageReducesHitPoints,
                                                    &kCharacterDefeated,
                                                    &kPlayerEliminated,
                                                    &kEliminatedMinionsMove,
                                                    &kAllPlayersEliminated,
                                                    &kVillainStageDefeated,
                                                    &kExcessDamageLost,
                                                    &kVillainWin,
                                                    &kHealCapped,
                                                    &kMovedDamageIsDealt,
                                                    &kGetsHitPoints,
                                                    &kGetsExpires,
                                                    &kStatusOneOfEach,
                                                    &kToughnessKeyword,
                                                    &kHeroBasicAttack,
                                                    &kAllyAttack,
                                                    &kAttackAbilityNoExhaust,
                                                    &kThwartAbilityNoExhaust,
                                                    &kFirstPlayerEliminated,
                                                    &kSetupOnlySetupAbilities,
                                                    &kPayCost,
                                                    &kMayIsOptional,
                                                    &kStaysInPlay,
                                                    &kActionTiming,
                                                    &kDelayedEffect,
                                                    &kAbilityInPlay,
                                                    &kAttachTo,
                                                    &kLastingEffect,
                                                    &kMustUnlessCannot,
                                                    &kGainsKeyword,
                                                    &kEntersUnderOwner,
                                                    &kAttackTargetsEnemy,
                                                    &kEventPlayed,
                                                    &kMax,
                                                    &kCannotIsAbsolute,
                                                    &kQualifierEachTerm,
                                                    &kSearch,
                                                    &kSameTitleSameCard,
                                                    &kUnique,
                                                    &kVillainFlipsMidAttack,
                                                    &kRevealByType,
                                                    &kWhenRevealed,
                                                    &kThen,
                                                    &kSurge,
                                                    &kPeril,
                                                    &kAttachmentModifies,
                                                    &kPlayFromHand,
                                                    &kFirstEachRound,
                                                    &kGenerateResources,
                                                    &kExcessLost,
                                                    &kTypedCost,
                                                    &kPowerOfAspect,
                                                    &kCopiedResources,
                                                    &kGeneratedTogether,
                                                    &kThwartOneScheme,
                                                    &kDifferentEnemy,
                                                    &kYouIsThePlayer,
                                                    &kDefenseOnlyWhileTarget,
                                                    &kStunnedCharacterDiscards,
                                                    &kGuard,
                                                    &kConsequentialDamage,
                                                    &kHeroBasicThwart,
                                                    &kAllyThwart,
                                                    &kConfusedCharacterDiscards,
                                                    &kCrisisProtectsMain,
                                                    &kRecover,
                                                    &kFormOncePerTurn,
                                                    &kAllyLimit,
                                                    &kRestrictedLimit,
                                                    &kConfusedEnemySkipsScheme,
                                                    &kEnemyPlacesThreat,
                                                    &kMainSchemeAdvances,
                                                    &kMainSchemeFinalStage,
                                                    &kSideSchemeDefeated,
                                                    &kThreatStep,
                                                    &kPerPlayer,
                                                    &kVillainActivates,
                                                    &kMinionsActivate,
                                                    &kDealEncounterCards,
                                                    &kPassFirstPlayer,
                                                    &kEmptyEncounterDeck,
                                                    &kStatusPriority,
                                                    &kReplacementEffect,
                                                    &kLatestReplacementWins,
                                                    &kInterruptWindow,
                                                    &kResponseWindow,
                                                    &kForcedFirst,
                                                    &kCancel,
                                                    &kAttackInitiated,
                                                    &kDefeatedAttackerStops,
                                                    &kResponseBeforeConsequential,
                                                    &kDamageInstanceBonus,
                                                    &kPreventThreat,
                                                    &kPreventIsNotRemove,
                                                    &kTimingPriorityFive,
                                                    &kTimingPriorityEight,
                                                    &kAllyLimitDiscard,
                                                    &kSchemeEntersWithThreat,
                                                    &kAttackEventIsAttack,
                                                    &kLimit,
                                                    &kSimultaneous,
                                                    &kDashCannotUse,
                                                    &kDashIsZero,
                                                    &kEndOfPlayerPhase,
                                                    &kDrawUpToHandSize,
                                                    &kReadyAll,
                                                    &kEmptyPlayerDeck,
                                                    &kUsesSpent,
                                                    &kWhenDefeated,
                                                    &kRevealStep,
                                                    &kMinionEngages,
                                                    &kHeroicExtraCards,
                                                    &kRookieFirstStageWins,
                                                    &kIndirectDamageSplit,
                                                    &kIndirectDamageCap,
                                                    &kModifierOrder,
                                                    &kModifierSet,
                                                    &kModifierFloor,
                                                    &kModifierRoundUp,
                                                    &kTextEffects,
                                                    &kTextCost,
                                                    &kTextForm,
                                                    &kTextChoice,
                                                    &kTextHeal,
                                                    &kTextThreat,
                                                    &kTextReadyExhaust,
                                                    &kTextDraw,
                                                    &kTextConstant,
                                                    &kTextCouldChange,
                                                    &kTextPrevent};
  return all;
}

}  // namespace arbiter::engine::mc
