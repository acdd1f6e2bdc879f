// Marvel Champions rule predicates: one constant per rule, citing the
// glossary entries it implements. The rules code in rules_*.cpp applies
// them and records each step against the predicate that made it happen.
#pragma once

#include <vector>

#include "engine/core/predicate.h"

namespace arbiter::engine::mc {

// Enemy attacks and defence.
extern const Predicate kStunnedEnemySkipsAttack, kVillainBoostCard, kDefenderExhausts,
    kDefenderBecomesTarget, kExhaustedCannotDefend, kBoostIconsAdd, kStarIsNotIcon,
    kStarBoostAbility, kBoostDiscarded, kHeroDefenseReduces, kAllyTakesAll, kUndefendedToHero,
    kRetaliate, kOverkillAllyExcess, kOverkillMinionExcess, kQuickstrike;
// Damage, hit points and defeat.
extern const Predicate kToughPreventsDamage, kDamageReducesHitPoints, kCharacterDefeated,
    kPlayerEliminated, kEliminatedMinionsMove, kFirstPlayerEliminated, kAllPlayersEliminated,
    kVillainStageDefeated, kExcessDamageLost, kVillainWin, kHealCapped, kMovedDamageIsDealt,
    kGetsHitPoints, kGetsExpires, kStatusOneOfEach, kToughnessKeyword;
// Player actions.
extern const Predicate kHeroBasicAttack, kAllyAttack, kAttackAbilityNoExhaust,
    kThwartAbilityNoExhaust, kStunnedCharacterDiscards, kGuard, kConsequentialDamage,
    kHeroBasicThwart, kAllyThwart, kConfusedCharacterDiscards, kCrisisProtectsMain, kRecover,
    kFormOncePerTurn, kAllyLimit, kRestrictedLimit;
// Schemes and the villain phase.
extern const Predicate kConfusedEnemySkipsScheme, kEnemyPlacesThreat, kMainSchemeAdvances,
    kMainSchemeFinalStage, kSideSchemeDefeated, kThreatStep, kPerPlayer, kVillainActivates,
    kMinionsActivate, kDealEncounterCards, kPassFirstPlayer, kEmptyEncounterDeck;
// Timing.
extern const Predicate kStatusPriority, kReplacementEffect, kLatestReplacementWins,
    kInterruptWindow, kResponseWindow, kForcedFirst, kCancel, kAttackInitiated,
    kDefeatedAttackerStops, kResponseBeforeConsequential, kDamageInstanceBonus, kPreventThreat,
    kPreventIsNotRemove, kTimingPriorityFive, kTimingPriorityEight;
// Modes of play, limits by edition, indirect damage.
extern const Predicate kSchemeEntersWithThreat, kSetupOnlySetupAbilities, kThwartOneScheme,
    kDifferentEnemy, kYouIsThePlayer, kDefenseOnlyWhileTarget, kAttackEventIsAttack, kLimit,
    kSimultaneous, kDashCannotUse, kDashIsZero, kEndOfPlayerPhase, kDrawUpToHandSize, kReadyAll,
    kEmptyPlayerDeck, kUsesSpent, kWhenDefeated, kRevealStep, kMinionEngages, kHeroicExtraCards,
    kRookieFirstStageWins, kAllyLimitDiscard, kIndirectDamageSplit, kIndirectDamageCap;
extern const Predicate kVillainFlipsMidAttack, kSearch, kSameTitleSameCard, kUnique,
    kQualifierEachTerm, kEventPlayed, kMax, kCannotIsAbsolute, kEntersUnderOwner,
    kAttackTargetsEnemy, kGainsKeyword, kMustUnlessCannot, kLastingEffect, kAttachTo,
    kAbilityInPlay, kDelayedEffect, kActionTiming, kMayIsOptional, kStaysInPlay;
// Encounter cards.
extern const Predicate kRevealByType, kWhenRevealed, kThen, kSurge, kPeril, kAttachmentModifies;
// Card costs and resources.
extern const Predicate kPayCost, kPlayFromHand, kFirstEachRound, kGenerateResources, kExcessLost,
    kTypedCost, kPowerOfAspect, kCopiedResources, kGeneratedTogether;
// Values and modifiers.
extern const Predicate kModifierOrder, kModifierSet, kModifierFloor, kModifierRoundUp;
// Card text.
extern const Predicate kTextEffects, kTextCost, kTextForm, kTextChoice, kTextHeal, kTextThreat,
    kTextReadyExhaust, kTextDraw, kTextConstant, kTextCouldChange, kTextPrevent;

const std::vector<const Predicate*>& predicates();

}  // namespace arbiter::engine::mc
