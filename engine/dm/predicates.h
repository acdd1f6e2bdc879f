// Dice Masters rule predicates: one constant per rule, citing the numbered
// rules and keyword clarifications of the Comprehensive Rule Book it
// implements. The rules code in rules_*.cpp applies them and records each
// step against the predicate that made it happen.
#pragma once

#include <vector>

#include "engine/core/predicate.h"

namespace arbiter::engine::dm {

// Turn structure (2.2-2.6, 2.8).
extern const Predicate kClearReserve, kDrawFour, kRefillBag, kFirstTurnDraw, kShortDraw,
    kNoPenaltyOutsideDraw, kRollPrep, kOneReroll, kNoSecondReroll, kRolledToReserve, kMainStepOnly,
    kEndMainStep, kVirtualLost, kCleanUpDamage, kCleanUpAbilities, kAppliedExpire,
    kCleanUpActionDice, kInactiveEnergyToUsed, kOutOfPlayToUsed;
// Energy, buying and fielding (1.4, 2.6).
extern const Predicate kSpendEnergy, kVirtualSpend, kSpinDownDouble, kDoubleGenericVirtual,
    kDoubleOnlyLost, kSpentOutOfPlay, kInactiveSpentUsed, kNoEnergyForNothing, kPurchaseCost,
    kPurchaseMatchType, kCrossover, kCostFloor, kTurtlePower, kNotOpponentsCards, kPurchaseToUsed,
    kZeroCost, kFieldingCost, kEnergyDieNotFielded, kRitual, kFabricate, kFabricateIronWill,
    kFabricateRegenerate, kUseActionDie, kAmplify, kAttune, kObscure, kBoomerang, kStrike;
// Combat (2.7) and winning (2.9).
extern const Predicate kDeclareAttackers, kMustAttack, kCantBeatsMust, kNotAnAttacker,
    kDeclareBlockers, kEngaged, kOnceBlocked, kUnblockedToPlayer, kUnblockedOutOfPlay,
    kBlockedAssigns, kDamageSplit, kBlockerAssigns, kRemovedNoDamage, kExcessIgnored,
    kCombatSimultaneous, kModifiersFirst, kDamageStays, kKoAtDefense, kTokenRemoved, kReturnToField,
    kAbilityDamage, kKoIsNotDamage, kWin, kTie, kGameOver;
// Keywords (Appendix 1).
extern const Predicate kFast, kOvercrush, kOvercrushRemoved, kOvercrushRegenerate,
    kOvercrushDamaged, kOvercrushCannotKo, kOvercrushKod, kOvercrushDeadly, kDeadlyMark,
    kDeadlyCleanUp, kIronWillHolds, kIronWillMulti, kIronWillPrevious, kIronWillDeadly, kRegenerate,
    kRegenerateKeeps, kRegenerateDeadly, kRange, kRangeKodStill, kRangeHighest, kCleave, kFrag,
    kInfiltrate, kImmortal, kRetaliation, kRetaliationInactive, kEnergyDrain, kCallOut, kIntimidate,
    kIntimidateReturn, kBreathWeapon, kAntiBreathWeapon, kTagOut, kRecruit, kSacrifice, kSwarm,
    kSwarmNoPenalty, kRush, kRushPrep, kRushSidekick;
// Modifiers, spinning and life (1.1.3, 3.6, 3.7).
extern const Predicate kModifierCombine, kModifierFloor, kSwapApplied, kSwapStatic, kStaticEnds,
    kAppliedLostLeaving, kLoweredDefenseKo, kSpin, kSpinLimits, kTokenNoSpin, kLifeCap, kLoseLife;
// Abilities (3.1-3.3).
extern const Predicate kInitiation, kTargetsInField, kCostInFull, kQueueEntry, kQueueResolve,
    kQueueGameState;
// Card text (rules_card_text.cpp).
extern const Predicate kCardTrigger, kFieldedTrigger, kBlanked, kAsMuchAsPossible, kMoveDice,
    kPersistent, kWhileActive, kNoFieldedOnReturn, kBlankedInQueue, kPaidWhileActive,
    kFieldedThenKod, kStaticForbids, kOncePerEffect, kFirstTime, kGlobalWindow;
// Copying (rules_copying.cpp).
extern const Predicate kCopyStats, kCopyPrinted, kCopyText, kCopyWhole, kCopyEffect;
// Preventing and increasing damage (rules_prevention.cpp).
extern const Predicate kPreventDamage, kReactiveGlobal, kDamageIncrease;
// Control (rules_control.cpp).
extern const Predicate kTakeControl, kOncePerTurn;
// Keywords gained and Future Game States (rules_card_text.cpp).
extern const Predicate kGainKeyword, kFutureGameState, kIgnoreTriggers, kBurst, kCannotField,
    kRedirect, kForEach, kTokensOwn, kPersistentFirst, kPairedKo, kWhenDamagedFirst,
    kNamedCharacter;

const std::vector<const Predicate*>& predicates();

}  // namespace arbiter::engine::dm
