#include "engine/dm/predicates.h"

namespace arbiter::engine::dm {

// Turn structure (2.2-2.6, 2.8).
constinit const Predicate kClearReserve{
    "dm.turn.clear-reserve",
    "At the start of the Clear and Draw Step the active player clears "
    "their Reserve Pool to the Used Pile",
    {"dm:2.3.1"}};
constinit const Predicate kDrawFour{
    "dm.turn.draw-four",
    "The active player draws four dice from their bag into the Prep Area; "
    "every die drawn in the step is one draw",
    {"dm:2.3.2", "dm:2.3.8"}};
constinit const Predicate kRefillBag{
    "dm.turn.refill-bag",
    "An empty bag is refilled with all dice of the Used Pile (never from "
    "Out of Play) and drawing continues",
    {"dm:2.3.2", "dm:2.3.4", "dm:1.5.8.3"}};
constinit const Predicate kFirstTurnDraw{
    "dm.turn.first-turn-three",
    "On the game's first turn the first player draws three dice into "
    "the Prep Area and the fourth Out of Play",
    {"dm:2.3.3"}};
constinit const Predicate kShortDraw{
    "dm.turn.short-draw",
    "For each of the four dice that cannot be drawn in the Clear and Draw "
    "Step the player loses 1 life and gains 1 virtual generic energy",
    {"dm:2.3.10", "dm:2.3.9", "dm:1.4.4"}};
constinit const Predicate kNoPenaltyOutsideDraw{
    "dm.turn.no-short-draw-penalty-outside",
    "Drawing too few dice outside the Clear and Draw Step costs "
    "no life and gives no virtual energy",
    {"dm:2.3.11"}};
constinit const Predicate kRollPrep{
    "dm.turn.roll-prep",
    "In the Roll and Reroll Step all dice in the Prep Area are rolled",
    {"dm:2.4.1", "dm:2.4.2"}};
constinit const Predicate kOneReroll{
    "dm.turn.one-reroll",
    "After rolling, the player may reroll any of the dice once, as a single group",
    {"dm:2.4.3"}};
constinit const Predicate kNoSecondReroll{
    "dm.turn.no-free-reroll",
    "Dice get no further free reroll outside the Roll and Reroll Step",
    {"dm:2.4.3", "dm:2.4.7"}};
constinit const Predicate kRolledToReserve{
    "dm.turn.rolled-to-reserve",
    "Rolled dice move from the Prep Area to the Reserve Pool on the "
    "same face; the face decides the die's status",
    {"dm:2.4.4", "dm:2.4.5", "dm:1.5.4.1", "dm:1.6.5"}};
constinit const Predicate kMainStepOnly{"dm.turn.main-step-only",
                                        "Purchasing and fielding happen in the Main Step",
                                        {"dm:2.6.0.1", "dm:2.6.3.9"}};
constinit const Predicate kEndMainStep{
    "dm.turn.end-main-step",
    "At the end of the Main Step unfielded Character dice move to the Used Pile",
    {"dm:2.6.7.1", "dm:2.6.3.10"}};
constinit const Predicate kVirtualLost{
    "dm.energy.virtual-lost",
    "Unspent virtual generic energy is lost at the end of the Main Step",
    {"dm:1.4.5", "dm:2.6.7.1"}};
constinit const Predicate kCleanUpDamage{
    "dm.cleanup.clear-damage",
    "In the Clean Up Step all damage on Character dice not KO'd is cleared",
    {"dm:2.8.1", "dm:2.7.4.2"}};
constinit const Predicate kCleanUpAbilities{
    "dm.cleanup.applied-then-persistent",
    "Clean Up resolves Applied abilities first, then Persistent "
    "ones, active player before inactive",
    {"dm:2.8.2", "dm:3.2.10"}};
constinit const Predicate kAppliedExpire{"dm.cleanup.applied-modifiers-expire",
                                         "Applied modifiers last until the end of the turn",
                                         {"dm:3.4.3.9", "dm:3.6.5"}};
constinit const Predicate kCleanUpActionDice{
    "dm.cleanup.action-dice-to-used",
    "Action dice left on their action face in the Reserve Pool move to the Used Pile",
    {"dm:2.8.3"}};
constinit const Predicate kInactiveEnergyToUsed{
    "dm.cleanup.inactive-energy-to-used",
    "The inactive player moves any unspent energy dice to their Used Pile",
    {"dm:2.8.5"}};
constinit const Predicate kOutOfPlayToUsed{
    "dm.cleanup.out-of-play-to-used",
    "The turn ends: dice Out of Play move to the Used Pile and the other player becomes active",
    {"dm:2.8.6", "dm:1.5.8.2"}};

// Energy, buying and fielding (1.4, 2.6).
constinit const Predicate kSpendEnergy{
    "dm.energy.spend",
    "Energy is spent from dice in the Reserve Pool showing energy faces; "
    "a wild symbol may stand for any of the four types",
    {"dm:1.4.1", "dm:1.4.2", "dm:1.4.3", "dm:1.5.4.2"}};
constinit const Predicate kVirtualSpend{"dm.energy.virtual",
                                        "Virtual generic energy may be spent as generic energy",
                                        {"dm:1.4.4", "dm:2.6.2.3"}};
constinit const Predicate kSpinDownDouble{
    "dm.energy.spin-down-double",
    "A die showing two energy symbols may spin down to a single-symbol "
    "face to spend part of its energy, and may then not be rerolled",
    {"dm:2.6.1.4", "dm:spin", "dm:2.5.8", "dm:crossover.2"}};
constinit const Predicate kDoubleGenericVirtual{
    "dm.energy.double-generic-virtual",
    "The active player spending one of a double generic face "
    "keeps the other as virtual generic energy",
    {"dm:2.6.1.6"}};
constinit const Predicate kDoubleOnlyLost{
    "dm.energy.double-only-lost",
    "A die with no single-symbol face cannot spin down: the unspent half of its double is lost",
    {"dm:2.6.1.5"}};
constinit const Predicate kSpentOutOfPlay{"dm.energy.spent-out-of-play",
                                          "Energy dice spent by the active player go Out of Play",
                                          {"dm:2.6.1.1", "dm:1.5.8.1"}};
constinit const Predicate kInactiveSpentUsed{
    "dm.energy.inactive-spent-to-used",
    "Energy the inactive player spends goes to their Used Pile",
    {"dm:2.6.1.2", "dm:1.5.8.5"}};
constinit const Predicate kNoEnergyForNothing{"dm.energy.not-for-no-result",
                                              "Energy cannot be spent for no result",
                                              {"dm:2.6.1.3", "dm:3.1.10"}};
constinit const Predicate kPurchaseCost{
    "dm.buy.purchase-cost",
    "Purchasing a die costs its purchase cost in energy of any type, generic and virtual included",
    {"dm:2.6.2.3", "dm:2.6.2.1"}};
constinit const Predicate kPurchaseMatchType{
    "dm.buy.match-energy-type",
    "At least one spent energy must match each energy type of the card",
    {"dm:2.6.2.3", "dm:1.4.3"}};
constinit const Predicate kCrossover{
    "dm.buy.crossover",
    "A Crossover die needs one energy of each of its types, even when its "
    "cost is reduced below that",
    {"dm:crossover", "dm:2.6.2.3"}};
constinit const Predicate kCostFloor{
    "dm.buy.reduction-floor",
    "Cost reductions combine but never take a purchase cost below 1 unless stated",
    {"dm:2.6.2.4"}};
constinit const Predicate kTurtlePower{
    "dm.keyword.turtle-power",
    "Each active character with Turtle Power makes other Turtles "
    "Character dice cost 1 less to purchase",
    {"dm:turtle-power"}};
constinit const Predicate kNotOpponentsCards{
    "dm.buy.not-opponents-cards",
    "Dice cannot be purchased from the opponent's cards; Basic Action cards are shared",
    {"dm:2.6.2.2", "dm:2.1.2"}};
constinit const Predicate kPurchaseToUsed{
    "dm.buy.to-used-pile",
    "Purchased dice go to the Used Pile; the energy spent goes Out of Play",
    {"dm:2.6.2.6"}};
constinit const Predicate kZeroCost{"dm.buy.sidekicks-tokens-cost-0",
                                    "Sidekick dice and tokens have a purchase cost of 0",
                                    {"dm:1.3.9", "dm:1.7.12", "dm:fabricate-x-y"}};
constinit const Predicate kFieldingCost{
    "dm.field.cost",
    "Fielding a Character die from the Reserve Pool costs its fielding cost in any energy",
    {"dm:2.6.3.1", "dm:2.6.3.2", "dm:2.6.3.3", "dm:field"}};
constinit const Predicate kEnergyDieNotFielded{"dm.field.energy-dice-cannot",
                                               "A die on an energy face cannot be fielded",
                                               {"dm:2.6.3.5", "dm:1.6.5"}};
constinit const Predicate kRitual{
    "dm.keyword.ritual",
    "Ritual fields a die for free by sending another Character die from the "
    "Reserve Pool to the Used Pile",
    {"dm:ritual"}};
constinit const Predicate kFabricate{
    "dm.keyword.fabricate",
    "Fabricate X-Y: KO exactly X of your Character dice with total purchase "
    "cost at least Y to purchase the die for free",
    {"dm:fabricate-x-y", "dm:fabricate-x-y.1", "dm:fabricate-x-y.3"}};
constinit const Predicate kFabricateIronWill{
    "dm.keyword.fabricate-iron-will",
    "An undamaged Iron Will die cannot be KO'd to pay a cost such as Fabricate",
    {"dm:iron-will.3", "dm:iron-will.4"}};
constinit const Predicate kFabricateRegenerate{
    "dm.keyword.fabricate-regenerate",
    "A die KO'd for Fabricate that Regenerates still paid the cost",
    {"dm:regenerate.5"}};
constinit const Predicate kUseActionDie{
    "dm.action.use",
    "An Action die on its action face is used by the active player and goes Out of Play",
    {"dm:2.6.4.1", "dm:2.6.4.7"}};
constinit const Predicate kAmplify{
    "dm.keyword.amplify",
    "Using an Action die spins each Character die with Amplify up one level",
    {"dm:amplify"}};
constinit const Predicate kAttune{
    "dm.keyword.attune",
    "Using an Action die makes each active character with Attune deal 1 damage to a target "
    "player or Character die, so the damage may be split",
    {"dm:attune", "dm:attune.1"}};
constinit const Predicate kObscure{
    "dm.keyword.obscure",
    "Using an Action die makes the dice of a character with Obscure unblockable until end of turn",
    {"dm:obscure"}};
constinit const Predicate kBoomerang{
    "dm.keyword.boomerang",
    "A used Boomerang Action die is rerolled in the Used Pile and goes to "
    "the Prep Area on an action face",
    {"dm:boomerang", "dm:boomerang.1"}};
constinit const Predicate kStrike{
    "dm.keyword.strike",
    "At the end of the Main Step, a Strike die fielded alone this turn gets +2A, +2D and Overcrush",
    {"dm:strike"}};

// Combat (2.7) and winning (2.9).
constinit const Predicate kDeclareAttackers{
    "dm.combat.declare-attackers",
    "The active player's fielded Character dice declared as attackers move to the Attack Zone",
    {"dm:2.7.1.1", "dm:1.5.6.2", "dm:2.7.0.7"}};
constinit const Predicate kMustAttack{
    "dm.combat.must-attack",
    "A Character die an ability forces to attack is an attacker: the "
    "Active player cannot skip the Attack Step",
    {"dm:2.6.7.3"}};
constinit const Predicate kCantBeatsMust{
    "dm.ability.cant-beats-must",
    "When abilities conflict, the one stating a die can't supersedes "
    "the one stating it can or must: a die that cannot attack does not",
    {"dm:3.1.14"}};
constinit const Predicate kNotAnAttacker{
    "dm.combat.only-fielded-characters",
    "Only fielded Character dice (Sidekicks and tokens included) can "
    "attack or block; Action dice cannot",
    {"dm:1.3.3", "dm:2.7.1.1", "dm:2.7.2.1"}};
constinit const Predicate kDeclareBlockers{
    "dm.combat.declare-blockers",
    "The inactive player assigns each blocker to one attacker; several may block the same attacker",
    {"dm:2.7.2.1", "dm:2.7.2.2"}};
constinit const Predicate kEngaged{
    "dm.combat.engaged",
    "An attacker and its blocker are engaged, and stay so even if one is later removed",
    {"dm:2.7.2.3", "dm:engaged"}};
constinit const Predicate kOnceBlocked{
    "dm.combat.once-blocked",
    "Once blocked, always blocked: an attacker whose blockers are removed "
    "deals no damage to the player",
    {"dm:2.7.2.4", "dm:2.7.4.3.2"}};
constinit const Predicate kUnblockedToPlayer{
    "dm.combat.unblocked-damages-player",
    "An unblocked attacker deals its attack value in combat damage to the inactive player",
    {"dm:2.7.4.3.1"}};
constinit const Predicate kUnblockedOutOfPlay{
    "dm.combat.unblocked-out-of-play",
    "An unblocked attacker goes Out of Play after damage is assigned",
    {"dm:2.7.4.3.1", "dm:1.5.8.4"}};
constinit const Predicate kBlockedAssigns{
    "dm.combat.attacker-assigns-all",
    "A blocked attacker assigns all its attack value in damage to its blockers",
    {"dm:2.7.4.3.3", "dm:2.7.4.3.4"}};
constinit const Predicate kDamageSplit{
    "dm.combat.damage-split",
    "With several blockers, the active player splits the attacker's "
    "damage among them as they choose, all of it assigned",
    {"dm:2.7.4.3.5", "dm:2.7.4.3.4"}};
constinit const Predicate kBlockerAssigns{
    "dm.combat.blocker-assigns",
    "Each blocker assigns all its attack value to the attacker it blocks, separately",
    {"dm:2.7.4.3.6", "dm:2.7.4.3.7"}};
constinit const Predicate kRemovedNoDamage{"dm.combat.removed-deals-none",
                                           "A die removed from combat assigns no combat damage",
                                           {"dm:2.7.4.3.2"}};
constinit const Predicate kExcessIgnored{
    "dm.combat.excess-ignored",
    "Combat damage beyond a die's defense value is ignored unless the attacker has Overcrush",
    {"dm:2.7.4.3.9"}};
constinit const Predicate kCombatSimultaneous{
    "dm.combat.simultaneous",
    "All combat damage is assigned as one simultaneous game action",
    {"dm:2.7.4.3", "dm:2.7.4.1"}};
constinit const Predicate kModifiersFirst{
    "dm.combat.modifiers-first", "Modifiers are applied before damage is dealt", {"dm:3.6.3"}};
constinit const Predicate kDamageStays{
    "dm.combat.damage-stays",
    "Damage stays on a die until Clean Up, even if the die that dealt it is removed",
    {"dm:2.7.4.2", "dm:2.7.5.4"}};
constinit const Predicate kKoAtDefense{
    "dm.combat.ko-at-defense",
    "Character dice with damage equal to or above their defense value are "
    "KO'd simultaneously and go to their owner's Prep Area",
    {"dm:2.7.6.1", "dm:1.5.3.2"}};
constinit const Predicate kTokenRemoved{"dm.combat.token-leaves-play",
                                        "A token that leaves the Field Zone is removed from play",
                                        {"dm:1.7.7"}};
constinit const Predicate kReturnToField{"dm.combat.return-to-field",
                                         "Dice still in the Attack Zone return to the Field Zone",
                                         {"dm:2.7.6.6"}};
constinit const Predicate kAbilityDamage{
    "dm.combat.ability-damage",
    "Ability damage comes from card text, not attack value; an attacker "
    "KO'd by it before combat damage deals none",
    {"dm:ability-damage", "dm:2.7.1.8"}};
constinit const Predicate kKoIsNotDamage{
    "dm.combat.ko-is-not-damage", "A KO by a non-damage ability is not damage", {"dm:2.7.5.3"}};
constinit const Predicate kWin{
    "dm.win.life-zero",
    "When a player's life reaches 0 or below the game ends at once and the other player wins",
    {"dm:2.9.1"}};
constinit const Predicate kTie{
    "dm.win.tie",
    "One ability taking both players to 0 or below at the same time ends the game in a tie",
    {"dm:2.9.3"}};
constinit const Predicate kGameOver{"dm.win.nothing-after",
                                    "Once the game has ended nothing further happens",
                                    {"dm:2.9.1", "dm:2.9.2"}};

// Keywords (Appendix 1).
constinit const Predicate kFast{
    "dm.keyword.fast",
    "Dice with Fast deal combat damage before other dice, all at the same time; "
    "dice KO'd by it deal none",
    {"dm:fast"}};
constinit const Predicate kOvercrush{
    "dm.keyword.overcrush",
    "An Overcrush attacker that KOs all its blockers deals its remaining "
    "damage to the opponent, as combat damage",
    {"dm:overcrush", "dm:overcrush.1", "dm:2.7.6.3"}};
constinit const Predicate kOvercrushRemoved{
    "dm.keyword.overcrush-blockers-removed",
    "If an Overcrush attacker's blockers are removed before combat "
    "damage, all its damage goes to the opponent",
    {"dm:overcrush.2", "dm:2.7.4.3.2"}};
constinit const Predicate kOvercrushRegenerate{
    "dm.keyword.overcrush-regenerate",
    "A blocker that Regenerates was still KO'd: Overcrush damage applies",
    {"dm:overcrush.3", "dm:regenerate.2"}};
constinit const Predicate kOvercrushDamaged{
    "dm.keyword.overcrush-damaged-blocker",
    "A blocker already damaged needs only enough damage to KO it; the rest goes to the opponent",
    {"dm:overcrush.4"}};
constinit const Predicate kOvercrushCannotKo{
    "dm.keyword.overcrush-cannot-ko",
    "An Overcrush attacker blocked by a die that cannot be KO'd deals no Overcrush damage",
    {"dm:overcrush.5"}};
constinit const Predicate kOvercrushKod{
    "dm.keyword.overcrush-attacker-kod",
    "An Overcrush attacker KO'd in the same combat still deals its leftover damage",
    {"dm:overcrush.6"}};
constinit const Predicate kOvercrushDeadly{
    "dm.keyword.overcrush-deadly",
    "Deadly does not count toward Overcrush: the attack value must "
    "exceed the blockers' combined defense",
    {"dm:overcrush.7"}};
constinit const Predicate kDeadlyMark{
    "dm.keyword.deadly-engaged",
    "Dice engaged with a Deadly die are marked when blockers are declared, damage or not",
    {"dm:deadly", "dm:deadly.1"}};
constinit const Predicate kDeadlyCleanUp{
    "dm.keyword.deadly-cleanup",
    "Deadly is Persistent: dice engaged with a Deadly die are KO'd in "
    "the Clean Up Step, even if the Deadly die is gone",
    {"dm:deadly", "dm:deadly.2"}};
constinit const Predicate kIronWillHolds{
    "dm.keyword.iron-will-single-source",
    "An Iron Will die damaged for the first time this turn by a single source is not KO'd",
    {"dm:iron-will", "dm:iron-will.1"}};
constinit const Predicate kIronWillMulti{
    "dm.keyword.iron-will-several-sources",
    "An Iron Will die damaged simultaneously by more than one source is "
    "KO'd when the total reaches its defense",
    {"dm:iron-will", "dm:iron-will.1"}};
constinit const Predicate kIronWillPrevious{
    "dm.keyword.iron-will-previously-damaged",
    "An Iron Will die previously damaged this turn is KO'd by "
    "further damage, a lowered defense, or a KO effect",
    {"dm:iron-will"}};
constinit const Predicate kIronWillDeadly{
    "dm.keyword.iron-will-deadly",
    "An Iron Will die that took no damage is not KO'd by Deadly",
    {"dm:iron-will.2"}};
constinit const Predicate kRegenerate{
    "dm.keyword.regenerate",
    "A KO'd Regenerate die is rolled at once: on a Character face it returns to the Field Zone "
    "with damage cleared, else it goes to the Prep Area",
    {"dm:regenerate", "dm:2.7.6.2"}};
constinit const Predicate kRegenerateKeeps{
    "dm.keyword.regenerate-keeps",
    "A successful Regenerate is a KO replacement: modifiers stay, the "
    "die is no longer in the Attack Zone, and no 'when KO'd' triggers",
    {"dm:regenerate.1", "dm:regenerate.2", "dm:3.4.3.10"}};
constinit const Predicate kRegenerateDeadly{"dm.keyword.regenerate-deadly",
                                            "A Regenerate die KO'd by Deadly is still rolled",
                                            {"dm:regenerate.3"}};
constinit const Predicate kRange{
    "dm.keyword.range",
    "When Range dice attack, every active Range die of both players deals its "
    "Range value to a target opposing die, all at once, active player first",
    {"dm:range-x", "dm:range-x.2", "dm:range-x.5"}};
constinit const Predicate kRangeKodStill{
    "dm.keyword.range-kod-still-deals",
    "A Range die KO'd by the active player's Range damage still deals its own",
    {"dm:range-x.1", "dm:range-x.3"}};
constinit const Predicate kRangeHighest{
    "dm.keyword.range-highest",
    "A die given Range X uses the higher of its values; values are not added",
    {"dm:range-x.6"}};
constinit const Predicate kCleave{
    "dm.keyword.cleave",
    "A Cleave attacker that KOs a blocker with combat damage deals half its "
    "attack (rounded down) to another opposing die, once per turn",
    {"dm:cleave"}};
constinit const Predicate kFrag{
    "dm.keyword.frag",
    "A Frag attacker that KOs a blocker deals 1 damage to every opposing "
    "Character die that did not block",
    {"dm:frag"}};
constinit const Predicate kInfiltrate{
    "dm.keyword.infiltrate",
    "An unblocked Infiltrate attacker may leave combat after blockers: it "
    "deals 1 damage to the opponent and stays in the Field Zone",
    {"dm:infiltrate"}};
constinit const Predicate kImmortal{
    "dm.keyword.immortal",
    "An Immortal Character die that would go to the Used Pile goes to its owner's bag instead",
    {"dm:immortal", "dm:immortal.1"}};
constinit const Predicate kRetaliation{
    "dm.keyword.retaliation",
    "Each active character with Retaliation deals 1 damage to the opponent when a die sharing its "
    "affiliation is KO'd, once per character",
    {"dm:retaliation", "dm:retaliation.2"}};
constinit const Predicate kRetaliationInactive{
    "dm.keyword.retaliation-not-active",
    "A Retaliation character KO'd with no other die in the Field "
    "Zone is not active and does not trigger",
    {"dm:retaliation.1"}};
constinit const Predicate kEnergyDrain{
    "dm.keyword.energy-drain",
    "After blockers, each die engaged with an Energy Drain die spins down "
    "(X levels), never below level 1",
    {"dm:energy-drain", "dm:energy-drain.1", "dm:energy-drain.2"}};
constinit const Predicate kCallOut{
    "dm.keyword.call-out",
    "A Call Out attacker targets an opposing die that may only block it, and "
    "no other die may block it; otherwise Call Out is cancelled",
    {"dm:call-out"}};
constinit const Predicate kIntimidate{
    "dm.keyword.intimidate",
    "When fielded, an Intimidate die removes a target opposing Character "
    "die from the Field Zone until end of turn",
    {"dm:intimidate", "dm:intimidate.1"}};
constinit const Predicate kIntimidateReturn{
    "dm.keyword.intimidate-returns",
    "The intimidated die returns to the Field Zone at end of turn without 'when fielded' triggers",
    {"dm:intimidate", "dm:3.4.3.11"}};
constinit const Predicate kBreathWeapon{
    "dm.keyword.breath-weapon",
    "A Breath Weapon X attacker may pay X energy to deal X damage to the "
    "opponent and each of their Character dice, once per character",
    {"dm:breath-weapon-x", "dm:breath-weapon-x.1"}};
constinit const Predicate kAntiBreathWeapon{
    "dm.keyword.anti-breath-weapon",
    "Anti-Breath Weapon: the defending player may pay X energy to prevent Breath Weapon damage",
    {"dm:anti-breath-weapon"}};
constinit const Predicate kTagOut{
    "dm.keyword.tag-out",
    "After blockers, a Tag Out die may be prepped from the Field Zone to give "
    "a target die +2A and +2D until end of turn",
    {"dm:tag-out", "dm:tag-out.1"}};
constinit const Predicate kRecruit{
    "dm.keyword.recruit",
    "A Recruit die that damages the opponent with combat damage may bring a "
    "matching die into the Field Zone at level 1, not fielded",
    {"dm:recruit", "dm:recruit.1"}};
constinit const Predicate kSacrifice{
    "dm.keyword.sacrifice",
    "A sacrificed die goes Out of Play on its owner's turn (else to the Used Pile) and is not KO'd",
    {"dm:sacrifice", "dm:sacrifice.1", "dm:sacrifice.2", "dm:sacrifice.3"}};
constinit const Predicate kSwarm{
    "dm.keyword.swarm",
    "Drawing another copy of an active Swarm die in the Clear and Draw Step "
    "draws one extra die per copy drawn",
    {"dm:swarm", "dm:swarm.1", "dm:swarm.4", "dm:swarm.5"}};
constinit const Predicate kSwarmNoPenalty{
    "dm.keyword.swarm-no-penalty",
    "Swarm dice that cannot be drawn cost no life and give no virtual energy",
    {"dm:swarm.2"}};
constinit const Predicate kRush{
    "dm.keyword.rush",
    "Each Rush die drawn this step draws an extra die for every other die of its "
    "named energy type drawn this step",
    {"dm:rush", "dm:rush.1", "dm:rush.2", "dm:rush.3"}};
constinit const Predicate kRushPrep{
    "dm.keyword.rush-prep-not-counted",
    "Dice in the Prep Area before the Clear and Draw Step do not count for Rush",
    {"dm:rush.4"}};
constinit const Predicate kRushSidekick{"dm.keyword.rush-sidekick",
                                        "Sidekick dice have no energy type and never trigger Rush",
                                        {"dm:rush.5", "dm:1.3.10"}};

// Modifiers, spinning and life (1.1.3, 3.6, 3.7).
constinit const Predicate kModifierCombine{
    "dm.modifier.combine",
    "Modifiers to A or D are combined and applied to the printed "
    "value; a doubled value doubles only what came before",
    {"dm:3.6.1", "dm:3.6.2"}};
constinit const Predicate kModifierFloor{
    "dm.modifier.floor-zero",
    "Modifiers cannot take a value below zero, and a die whose defense reaches zero is KO'd",
    {"dm:3.6.4"}};
constinit const Predicate kSwapApplied{
    "dm.modifier.swap-applied",
    "Swapping A and D carries Applied modifiers with their value",
    {"dm:3.6.8", "dm:3.4.3.12"}};
constinit const Predicate kSwapStatic{
    "dm.modifier.swap-static",
    "Static modifiers are given to the value they name after a swap",
    {"dm:3.6.9", "dm:3.4.5.8"}};
constinit const Predicate kStaticEnds{
    "dm.modifier.static-ends",
    "A Static modifier ends when no die of its source card is active",
    {"dm:3.6.6", "dm:3.4.5.2"}};
constinit const Predicate kAppliedLostLeaving{
    "dm.modifier.applied-lost-leaving-field",
    "A die leaving the Field Zone loses its Applied modifiers",
    {"dm:3.4.3.9", "dm:3.6.5"}};
constinit const Predicate kLoweredDefenseKo{
    "dm.modifier.damage-vs-lowered-defense",
    "Damage is not a defense modifier, but a die whose defense drops "
    "to its damage or below is KO'd",
    {"dm:3.6.10", "dm:2.5.5"}};
constinit const Predicate kSpin{"dm.spin.levels",
                                "Spinning moves a Character die one face up or down per level",
                                {"dm:3.7.1", "dm:3.7.2", "dm:3.7.3"}};
constinit const Predicate kSpinLimits{
    "dm.spin.limits",
    "A die at its highest level cannot spin up, and a level 1 die cannot spin down to energy",
    {"dm:3.7.4", "dm:3.7.5"}};
constinit const Predicate kTokenNoSpin{
    "dm.spin.tokens", "Tokens cannot be spun or rerolled", {"dm:1.7.9"}};
constinit const Predicate kLifeCap{
    "dm.life.cap",
    "A player cannot gain life above the starting 20; excess is ignored",
    {"dm:1.1.3", "dm:2.1.7", "dm:3.3.11"}};
constinit const Predicate kLoseLife{"dm.life.lose", "Losing life is not damage", {"dm:2.7.5.6"}};

// Abilities (3.1-3.3).
constinit const Predicate kInitiation{
    "dm.ability.initiation",
    "An ability cannot be initiated, nor energy spent, when there is no "
    "result, no legal target, or it duplicates the game state",
    {"dm:3.1.9", "dm:3.1.10", "dm:legal-target"}};
constinit const Predicate kTargetsInField{
    "dm.ability.targets-in-field",
    "Only dice in the Field Zone (Attack Zone included) may be targeted",
    {"dm:3.3.4", "dm:3.3.5"}};
constinit const Predicate kCostInFull{
    "dm.ability.cost-in-full",
    "An ability whose energy or ability cost cannot be paid in full cannot be initiated",
    {"dm:3.1.18", "dm:3.1.19", "dm:3.1.20"}};
constinit const Predicate kQueueEntry{
    "dm.ability.queue-entry",
    "Triggered abilities enter the queue: active player's first, then the inactive player's",
    {"dm:3.2.4", "dm:3.2.1"}};
constinit const Predicate kQueueResolve{
    "dm.ability.queue-resolve",
    "Abilities resolve one at a time in the order they entered the "
    "queue; new triggers wait at the end",
    {"dm:3.2.2", "dm:3.2.9"}};
constinit const Predicate kQueueGameState{
    "dm.ability.queue-game-state",
    "An ability in the queue resolves from the game state when it "
    "entered, though its source has since changed",
    {"dm:3.2.5"}};

// Card text (ability.h, rules_card_text.cpp).
constinit const Predicate kCardTrigger{
    "dm.ability.card-trigger",
    "A card's \"when\" ability triggers for each of its dice that is fielded, attacks, blocks, "
    "is blocked, is damaged or is KO'd, and enters the queue; identical dice trigger separately",
    {"dm:3.4.3.2", "dm:3.2.12", "dm:3.4.1.2"}};
constinit const Predicate kFieldedTrigger{
    "dm.ability.fielded-trigger",
    "Fielding a die triggers its own \"when fielded\", other cards' \"when you field\" and "
    "opposing "
    "\"when an opposing die is fielded\" abilities, after it is in the Field Zone; each resolves "
    "separately, the active player's first",
    {"dm:3.4.3.4", "dm:3.4.3.6", "dm:3.2.1", "dm:3.2.4"}};
constinit const Predicate kBlanked{
    "dm.ability.blank",
    "When a card's text box is ignored its dice lose that card's abilities, keywords included; "
    "ignoring one die's text affects only that die",
    {"dm:3.4.8.1", "dm:3.4.8.2", "dm:3.4.8.4", "dm:3.4.7.2", "dm:3.1.8"}};
constinit const Predicate kAsMuchAsPossible{
    "dm.ability.as-much-as-possible",
    "An ability applies to as many of the dice it names as there are; an effect with nothing to "
    "reach does nothing and the rest of the ability still resolves",
    {"dm:3.3.11", "dm:3.1.17", "dm:3.2.15"}};
constinit const Predicate kMoveDice{
    "dm.ability.move-dice",
    "An ability moves dice between play areas; \"up to X dice\" needs at "
    "least one die to move",
    {"dm:3.1.23", "dm:3.1.17"}};
constinit const Predicate kPersistent{
    "dm.ability.persistent",
    "A Persistent ability (\"cannot attack this turn\", \"must attack\") lasts until its stated "
    "end; \"can't\" supersedes \"must\"",
    {"dm:3.4.4.1", "dm:3.4.4.2", "dm:3.1.14"}};
constinit const Predicate kBlankedInQueue{
    "dm.ability.blanked-in-queue",
    "An ability in the queue whose text box is blanked before it resolves does not resolve",
    {"dm:3.2.7", "dm:3.4.8.2"}};
constinit const Predicate kPaidWhileActive{
    "dm.ability.paid-while-active",
    "A \"while active\" ability with a cost can be paid again and again, but only while a die of "
    "its card is active",
    {"dm:3.4.5.4"}};
constinit const Predicate kFieldedThenKod{
    "dm.ability.fielded-then-kod",
    "A die entering the Field Zone at 0D is KO'd at once and its \"when fielded\" ability still "
    "resolves; a \"when fielded\" that blanks the source is initiated first and can save it",
    {"dm:3.4.3.7", "dm:3.4.8.10"}};
constinit const Predicate kStaticForbids{
    "dm.ability.static-forbids",
    "A \"while active\" ability that keeps dice from attacking or blocking is checked with their "
    "values when they are declared; a later change does not undo the declaration",
    {"dm:3.6.11", "dm:3.4.5.1", "dm:3.1.31"}};
constinit const Predicate kOncePerEffect{
    "dm.ability.once-per-effect",
    "An ability with several triggers that one effect sets off together triggers and resolves "
    "once",
    {"dm:3.2.12", "dm:3.4.1.5"}};
constinit const Predicate kFirstTime{
    "dm.ability.first-time",
    "\"The first time each turn\" is checked by the card, once, however many dice would trigger it",
    {"dm:3.2.11"}};
constinit const Predicate kGlobalWindow{
    "dm.ability.global-window",
    "Global abilities are used in the Main Step and, in the Attack Step, after blockers are "
    "declared",
    {"dm:3.4.2.3", "dm:2.7.0.1", "dm:2.7.3.2"}};
constinit const Predicate kCopyStats{
    "dm.copy.stats",
    "A die that copies another die's stats takes the fielding cost, A and D of its face as it "
    "is then; later changes to the source do not follow, and later dice of the copying card pay "
    "the source card's fielding cost",
    {"dm:3.10.1", "dm:3.10.2", "dm:3.10.2.2", "dm:3.10.2.3"}};
constinit const Predicate kCopyPrinted{
    "dm.copy.printed",
    "Copying the printed A and D values takes the face's printed values, not the modifiers on "
    "the source, then or later",
    {"dm:3.10.2", "dm:3.10.2.4"}};
constinit const Predicate kCopyText{
    "dm.copy.text",
    "Copying a text box adds the source card's text box as it is then, except its Global "
    "abilities, to the receiving card, which keeps its own; its name means the receiving card; "
    "a text box ignored when copied gives nothing, and one ignored later is kept",
    {"dm:3.10.3", "dm:3.10.3.1", "dm:3.10.3.2", "dm:3.10.3.3", "dm:3.10.5", "dm:3.10.6"}};
constinit const Predicate kCopyWhole{
    "dm.copy.whole",
    "A die that becomes a copy of another takes its card's stats at its own level, following "
    "either die as it spins, and its keywords and affiliations, but keeps its own energy type",
    {"dm:3.10.4", "dm:3.10.4.1", "dm:3.10.4.2", "dm:3.10.4.3", "dm:3.10.4.6", "dm:3.10.7"}};
constinit const Predicate kCopyEffect{
    "dm.copy.effect",
    "Using a copy of a die's \"when fielded\" effect resolves that effect alone, for the copying "
    "die's controller",
    {"dm:3.10.1", "dm:3.10.3.4"}};
constinit const Predicate kPreventDamage{
    "dm.ability.prevent-damage",
    "A \"while active\" prevention reduces the damage from each source separately, ability "
    "damage and combat damage being different sources; damage all prevented does not happen "
    "and triggers nothing",
    {"dm:3.4.9.1", "dm:3.4.9.2", "dm:3.4.9.9", "dm:3.4.9.11"}};
constinit const Predicate kReactiveGlobal{
    "dm.ability.reactive-global",
    "A Global ability that prevents damage interrupts the queue as the damage is dealt, and is "
    "paid once for each die per ability initiated",
    {"dm:3.2.8", "dm:3.4.2.5", "dm:3.4.2.6", "dm:3.4.2.7", "dm:3.4.9.2"}};
constinit const Predicate kDamageIncrease{
    "dm.ability.damage-increase",
    "An Applied ability that increases damage is coupled to the ability it adds to: one source, "
    "one damage event",
    {"dm:3.4.3.13"}};
constinit const Predicate kTakeControl{
    "dm.control.take",
    "A die taken control of is its taker's for game purposes until control ends: Static "
    "abilities apply as for the taker's dice, its card's abilities are the taker's, and leaving "
    "the Field Zone it goes to its owner's Prep Area; an ability it set off before resolves for "
    "whoever controlled it then",
    {"dm:3.9.1", "dm:3.9.3", "dm:3.9.4", "dm:3.9.6", "dm:3.9.7", "dm:3.9.8"}};
constinit const Predicate kOncePerTurn{
    "dm.ability.once-per-turn",
    "A \"once per turn\" ability is used once per turn for each card of it a player has, a "
    "controlled die's card counting as a virtual card of its own",
    {"dm:3.9.3"}};
constinit const Predicate kGainKeyword{
    "dm.ability.gain-keyword",
    "A keyword gained by an Applied ability goes to the dice that fit when it resolves, until end "
    "of turn; it is not copied by a copy made before",
    {"dm:future-game-state", "dm:3.4.3.1", "dm:3.4.3.9"}};
constinit const Predicate kFutureGameState{
    "dm.ability.future-game-state",
    "An ability establishing a Future Game State is initiated with no immediate result and "
    "applies each time its situation arises this turn",
    {"dm:3.1.22", "dm:future-game-state", "dm:3.4.4.1"}};
constinit const Predicate kIgnoreTriggers{
    "dm.ability.ignore-triggers",
    "An ability ignoring \"when fielded\" or \"when attacks\" abilities ignores card "
    "abilities so triggered, not keyword abilities triggered at the same time",
    {"dm:3.4.7.3"}};
constinit const Predicate kBurst{
    "dm.ability.burst",
    "A Burst ability applies only when the die's face had the matching burst symbol as the "
    "ability was set off, and still applies when the rest of the ability cannot",
    {"dm:3.4.6.1", "dm:3.4.6.2", "dm:3.4.6.5", "dm:3.4.6.6", "dm:3.2.15", "dm:3.2.5"}};
constinit const Predicate kCannotField{
    "dm.ability.cannot-field",
    "An ability keeping dice from being fielded looks at the die before it is fielded: an Ally "
    "die is a Sidekick die only in the Field Zone, and so is fielded",
    {"dm:3.1.28", "dm:ally"}};
constinit const Predicate kRedirect{
    "dm.ability.redirect",
    "A redirection changes a target of an ability as it resolves, to a die that is a legal "
    "target whatever the original target needed, paid for each target; an ability that requires "
    "a cost is not redirected, nor to a die its controller cannot target",
    {"dm:3.4.9.3", "dm:3.4.9.4", "dm:3.4.9.7", "dm:3.4.9.8", "dm:3.2.8"}};
constinit const Predicate kForEach{
    "dm.ability.for-each",
    "A bonus \"for each\" counts the dice that fit as it resolves, tokens included as "
    "Character dice, named tokens not as characters of their own",
    {"dm:1.7.3", "dm:1.7.4"}};
constinit const Predicate kTokensOwn{
    "dm.ability.tokens-own",
    "An ability about tokens reaches only the tokens of its own player's team, not the "
    "opponent's, even from a same-named card",
    {"dm:1.7.11"}};
constinit const Predicate kPersistentFirst{
    "dm.ability.persistent-first",
    "A Persistent ability already in effect is resolved against the part of a later ability it "
    "affects before the rest of that ability is initiated",
    {"dm:3.2.3", "dm:3.4.4.1"}};
constinit const Predicate kPairedKo{
    "dm.ability.paired-ko",
    "An ability triggered by this die and another being KO'd in the same turn triggers once for "
    "each time both are KO'd, and not for this die KO'd alone",
    {"dm:3.4.1.6"}};
constinit const Predicate kWhenDamagedFirst{
    "dm.ability.when-damaged-first",
    "Dice damaged at once resolve their own \"when damaged\" abilities one at a time, before "
    "any other ability the damage sets off",
    {"dm:3.2.13"}};
constinit const Predicate kNamedCharacter{
    "dm.ability.named-character",
    "A card's text naming its character (\"when Hulk blocks\") applies to any die of that card",
    {"dm:3.1.15", "dm:3.1.27"}};
constinit const Predicate kWhileActive{
    "dm.ability.while-active",
    "A \"while active\" modifier applies while one or more dice of its card are in the Field "
    "Zone, once for each player with such a die, however many dice",
    {"dm:3.4.1.2", "dm:3.4.5.2", "dm:3.4.5.3", "dm:3.4.5.5", "dm:3.4.5.7"}};
constinit const Predicate kNoFieldedOnReturn{
    "dm.ability.no-fielded-on-return",
    "A die returning to the Field Zone after being removed by an effect (Regenerate, Intimidate) "
    "is not fielded: its \"when fielded\" ability does not trigger",
    {"dm:3.4.3.11", "dm:3.4.3.4", "dm:3.4.3.5"}};

const std::vector<const Predicate*>& predicates() {
  static const std::vector<const Predicate*> all = {
      &kClearReserve,
      &kDrawFour,
      &kRefillBag,
      &kFirstTurnDraw,
      &kShortDraw,
      &kNoPenaltyOutsideDraw,
      &kRollPrep,
      &kOneReroll,
      &kNoSecondReroll,
      &kRolledToReserve,
      &kMainStepOnly,
      &kEndMainStep,
      &kVirtualLost,
      &kCleanUpDamage,
      &kCleanUpAbilities,
      &kAppliedExpire,
      &kCleanUpActionDice,
      &kInactiveEnergyToUsed,
      &kOutOfPlayToUsed,
      &kSpendEnergy,
      &kVirtualSpend,
      &kSpinDownDouble,
      &kDoubleGenericVirtual,
      &kDoubleOnlyLost,
      &kSpentOutOfPlay,
      &kInactiveSpentUsed,
      &kNoEnergyForNothing,
      &kPurchaseCost,
      &kPurchaseMatchType,
      &kCrossover,
      &kCostFloor,
      &kTurtlePower,
      &kNotOpponentsCards,
      &kPurchaseToUsed,
      &kZeroCost,
      &kFieldingCost,
      &kEnergyDieNotFielded,
      &kRitual,
      &kFabricate,
      &kFabricateIronWill,
      &kFabricateRegenerate,
      &kUseActionDie,
      &kAmplify,
      &kAttune,
      &kObscure,
      &kBoomerang,
      &kStrike,
      &kDeclareAttackers,
      &kMustAttack,
      &kCantBeatsMust,
      &kNotAnAttacker,
      &kDeclareBlockers,
      &kEngaged,
      &kOnceBlocked,
      &kUnblockedToPlayer,
      &kUnblockedOutOfPlay,
      &kBlockedAssigns,
      &kDamageSplit,
      &kBlockerAssigns,
      &kRemovedNoDamage,
      &kExcessIgnored,
      &kCombatSimultaneous,
      &kModifiersFirst,
      &kDamageStays,
      &kKoAtDefense,
      &kTokenRemoved,
      &kReturnToField,
      &kAbilityDamage,
      &kKoIsNotDamage,
      &kWin,
      &kTie,
      &kGameOver,
      &kFast,
      &kOvercrush,
      &kOvercrushRemoved,
      &kOvercrushRegenerate,
      &kOvercrushDamaged,
      &kOvercrushCannotKo,
      &kOvercrushKod,
      &kOvercrushDeadly,
      &kDeadlyMark,
      &kDeadlyCleanUp,
      &kIronWillHolds,
      &kIronWillMulti,
      &kIronWillPrevious,
      &kIronWillDeadly,
      &kRegenerate,
      &kRegenerateKeeps,
      &kRegenerateDeadly,
      &kRange,
      &kRangeKodStill,
      &kRangeHighest,
      &kCleave,
      &kFrag,
      &kInfiltrate,
      &kImmortal,
      &kRetaliation,
      &kRetaliationInactive,
      &kEnergyDrain,
      &kCallOut,
      &kIntimidate,
      &kIntimidateReturn,
      &kBreathWeapon,
      &kAntiBreathWeapon,
      &kTagOut,
      &kRecruit,
      &kSacrifice,
      &kSwarm,
      &kSwarmNoPenalty,
      &kRush,
      &kRushPrep,
      &kRushSidekick,
      &kModifierCombine,
      &kModifierFloor,
      &kSwapApplied,
      &kSwapStatic,
      &kStaticEnds,
      &kAppliedLostLeaving,
      &kLoweredDefenseKo,
      &kSpin,
      &kSpinLimits,
      &kTokenNoSpin,
      &kLifeCap,
      &kLoseLife,
      &kInitiation,
      &kTargetsInField,
      &kCostInFull,
      &kQueueEntry,
      &kQueueResolve,
      &kQueueGameState,
      &kCardTrigger,
      &kFieldedTrigger,
      &kBlanked,
      &kAsMuchAsPossible,
      &kMoveDice,
      &kPersistent,
      &kWhileActive,
      &kBlankedInQueue,
      &kPaidWhileActive,
      &kFieldedThenKod,
      &kStaticForbids,
      &kOncePerEffect,
      &kFirstTime,
      &kGlobalWindow,
      &kCopyStats,
      &kCopyPrinted,
      &kCopyText,
      &kCopyWhole,
      &kCopyEffect,
      &kPreventDamage,
      &kReactiveGlobal,
      &kDamageIncrease,
      &kTakeControl,
      &kOncePerTurn,
      &kGainKeyword,
      &kFutureGameState,
      &kIgnoreTriggers,
      &kBurst,
      &kCannotField,
      &kRedirect,
      &kForEach,
      &kTokensOwn,
      &kPersistentFirst,
      &kPairedKo,
      &kWhenDamagedFirst,
      &kNamedCharacter,
      &kNoFieldedOnReturn,
  };
  return all;
}

}  // namespace arbiter::engine::dm
